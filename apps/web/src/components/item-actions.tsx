import { Link } from 'react-router';
import { Button, type ButtonVariant, buttonClass } from './button.tsx';

export interface ItemAction {
  /** What the button says ('Edit'). */
  label: string;
  /** Its whole name, with the item's ('Edit Talk feedback'): a list shows many buttons of one label. */
  name: string;
  /** A link to another page, or else a button that runs `onClick`. */
  to?: string;
  onClick?: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
}

/**
 * The small buttons of one item in an admin list or card (edit, duplicate, delete...). An action
 * the account may not take is left out by giving `false` in its place.
 */
export function ItemActions({
  actions,
  className = '',
}: {
  actions: ReadonlyArray<ItemAction | false>;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-2 ${className}`.trim()}>
      {actions.map((action) =>
        !action ? null : action.to ? (
          <Link
            key={action.name}
            to={action.to}
            className={buttonClass(action.variant ?? 'secondary', 'sm')}
            aria-label={action.name}
          >
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.name}
            size="sm"
            variant={action.variant ?? 'secondary'}
            onClick={action.onClick}
            disabled={action.disabled}
            aria-label={action.name}
          >
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}
