import { Fragment } from 'react';

/**
 * An email address that a narrow column breaks only after its '@' or before a '.', never in the
 * middle of a name ("aarav.sharma@mitwpu.edu.in" becomes "aarav / .sharma@ / mitwpu / .edu / .in"
 * at worst). The table sizes its column by the longest of those pieces.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className={`[overflow-wrap:break-word] [word-break:normal] ${className}`.trim()}>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
