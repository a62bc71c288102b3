import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { landingKey, type ReturnContext } from '@/core/return-context';
import type { ResultQuery } from '@/screens/result/result-query';
import { adoptReturnContext, loadReturnContext } from '@/state/actions/adopt-return-context';

/**
 * The return context the payment page left, read once, and only when this tab's payment led to
 * this landing; once shown, the result page takes on that page's theme and language and records
 * the outcome and the landing (state/actions/adopt-return-context.ts).
 */
export function useReturnContext(query: ResultQuery): ReturnContext | undefined {
  const { i18n } = useTranslation();
  const [landing] = useState(() => landingKey(query.outcome, query.reference));
  const [context] = useState(() => loadReturnContext(query.outcome, query.reference));

  useEffect(() => {
    if (context) adoptReturnContext(context, query.outcome, landing, i18n);
  }, [context, query.outcome, landing, i18n]);

  return context;
}
