import { type KeyboardEvent, useRef } from 'react';

export type TabKey = 'recruitments' | 'applications';

const TABS: Array<{ key: TabKey; label: string }> = [
  { key: 'recruitments', label: 'Recruitments' },
  { key: 'applications', label: 'Applications' },
];

export const tabId = (key: TabKey) => `recruitment-tab-${key}`;
export const panelId = (key: TabKey) => `recruitment-panel-${key}`;

/** A real tablist: arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern). */
export function RecruitmentTabs({ current, onChange }: { current: TabKey; onChange: (key: TabKey) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.key === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(TABS[next].key);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Recruitment sections"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-gray-200"
    >
      {TABS.map((tab, i) => {
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              refs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={selected}
            aria-controls={panelId(tab.key)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:text-base ${
              selected
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
