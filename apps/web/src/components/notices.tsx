import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type NoticeTone = 'success' | 'error';

interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
}

interface NoticesApi {
  /** Announce that something worked ('Blog saved successfully'); it goes away by itself. */
  success: (text: string) => void;
  /** Announce a failure ('Failed to delete blog'); it stays until dismissed. */
  error: (text: string) => void;
  dismiss: (id: number) => void;
}

const NoticesContext = createContext<NoticesApi | null>(null);

/** How long a success notice stays on screen. Failures stay until dismissed. */
export const SUCCESS_NOTICE_MS = 8000;
const MAX_NOTICES = 4;

/**
 * Success and failure messages of the admin's actions, shown as notices in two live regions (polite
 * for successes, assertive for failures) that are always in the page, so a screen reader announces
 * each message as it arrives. The regions carry no status or alert role: the page's own busy
 * indicators keep those. Mounted above the router: a message survives the navigation that
 * often follows it (save, then go to the list).
 */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const add = useCallback((tone: NoticeTone, text: string) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, tone, text }].slice(-MAX_NOTICES));
  }, []);
  const api = useMemo<NoticesApi>(
    () => ({ success: (text) => add('success', text), error: (text) => add('error', text), dismiss }),
    [add, dismiss],
  );

  return (
    <NoticesContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:items-end">
        <div aria-live="polite" aria-relevant="additions text" className={REGION}>
          <NoticeList tone="success" notices={notices} onDismiss={dismiss} />
        </div>
        <div aria-live="assertive" aria-relevant="additions text" className={REGION}>
          <NoticeList tone="error" notices={notices} onDismiss={dismiss} />
        </div>
      </div>
    </NoticesContext.Provider>
  );
}

const REGION = 'flex w-full flex-col items-center gap-2 sm:items-end';

function NoticeList({
  tone,
  notices,
  onDismiss,
}: {
  tone: NoticeTone;
  notices: Notice[];
  onDismiss: (id: number) => void;
}) {
  return notices
    .filter((n) => n.tone === tone)
    .map((n) => <NoticeItem key={n.id} notice={n} onDismiss={onDismiss} />);
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (notice.tone !== 'success') return;
    const timer = setTimeout(() => onDismiss(notice.id), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const colours =
    notice.tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-900'
      : 'border-green-200 bg-green-50 text-green-900';
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${colours}`}
    >
      <p className="min-w-0 flex-1 break-words whitespace-pre-line">{notice.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(notice.id)}
        aria-label="Dismiss message"
        className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-lg leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        ×
      </button>
    </div>
  );
}

/** The notices of the page; throws outside a NoticesProvider. */
export function useNotices(): NoticesApi {
  const api = useContext(NoticesContext);
  if (!api) throw new Error('useNotices used outside of the NoticesProvider');
  return api;
}
