import { useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { usePartT } from '#web/lib/i18n/i18n.js';

/** Copies text to the clipboard and says so, visibly and to screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const t = usePartT('learning');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  }
  return (
    <button
      type="button"
      className="copy-button"
      onClick={() => void copy()}
      aria-label={t('items.copyLabel', { label })}
    >
      {state === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
      <span aria-live="polite">
        {t(state === 'copied' ? 'items.copied' : state === 'failed' ? 'items.copyFailed' : 'items.copy')}
      </span>
    </button>
  );
}
