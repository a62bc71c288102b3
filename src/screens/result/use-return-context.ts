import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnContext } from '@/core/return-context';
import type { ResultOutcome } from '@/screens/result/result-query';
import { adoptReturnContext, loadReturnContext } from '@/state/actions/adopt-return-context';

/**
 * The return context the payment page left, read once; once shown, the result page takes on
 * that page's theme and language and records its outcome (state/actions/adopt-return-context.ts).
 */
export function useReturnContext(outcome: ResultOutcome): ReturnContext | undefined {
  const { i18n } = useTranslation();
  const [context] = useState(loadReturnContext);

  useEffect(() => {
    if (context) adoptReturnContext(context, outcome, i18n);
  }, [context, outcome, i18n]);

  return context;
}
