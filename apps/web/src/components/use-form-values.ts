import { type ChangeEvent, useState } from 'react';

/**
 * The values of a form of text fields kept in one object, and `field(name)`: the props that tie a
 * TextField to its value, its change and the message the form holds for it.
 */
export function useFormValues<Values extends Record<string, string>>(
  initial: Values,
  error: (name: string) => string | undefined,
) {
  const [values, setValues] = useState<Values>(initial);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: error(name),
  });
  return { values, setValues, field };
}
