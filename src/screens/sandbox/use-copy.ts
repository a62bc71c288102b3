import { useCallback, useState } from 'react';
import { copyToClipboard } from '@/screens/sandbox/copy-to-clipboard';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copy with a status to announce: 'copied', or 'failed' so the tester copies by hand. */
export function useCopy(): { status: CopyStatus; copy: (text: string) => Promise<boolean> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const copy = useCallback(async (text: string) => {
    const copied = await copyToClipboard(text);
    setStatus(copied ? 'copied' : 'failed');
    return copied;
  }, []);
  return { status, copy };
}
