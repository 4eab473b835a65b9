import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, type Problem, type ProblemTexts, problemOf } from '@/lib/api-error-text';
import { translateFieldMessage } from '@/lib/field-message';
import { useSubmitProblem } from './app-form';

type SubmitProblemProps = {
  /** The screen's own texts for some problems (e.g. the sign-in page's invalid_credentials). */
  texts?: ProblemTexts;
  /** More to offer with a problem, e.g. links to sign in when the account exists. */
  children?: (problem: Problem) => ReactNode;
};

/** Why the last submit of the enclosing AppForm failed, announced to screen readers when it appears. */
export function SubmitProblem({ texts, children }: SubmitProblemProps) {
  const { t } = useTranslation('validation');
  const state = useSubmitProblem();
  if (!state) return null;
  const problem = problemOf(state.error);
  const text = state.messages
    ? [...new Set(state.messages.map((message) => translateFieldMessage(t, message)))].join(' ')
    : apiErrorText(t, state.error, texts);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" data-problem={problem}>
      {text}
      {children?.(problem)}
    </Alert>
  );
}
