// The public forms' two signals against automated submissions (docs/security-bots.md): a field
// people never see, and how long the form was open before it was sent.
import { type BotReason, FILL_TIME_FIELD, HONEYPOT_FIELD } from '@ssf/domain/bot-check';
import { type Ref, useRef, useState } from 'react';

export type BotSignals = { [HONEYPOT_FIELD]: string; [FILL_TIME_FIELD]: number };
export type { BotReason };

/** When the form was first shown, and its hidden field: `signals()` gives what a submission sends. */
export function useBotCheck() {
  const [shownAt] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const signals = (): BotSignals => ({
    [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    [FILL_TIME_FIELD]: Date.now() - shownAt,
  });
  return { honeypot, signals };
}

/**
 * The hidden field: off-screen, out of the tab order and of the accessibility tree, so people
 * (and their screen readers) never meet it, while a bot reading the markup fills it.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
