import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the success or error state stays on the button (PRODUCT_SPEC §9). */
export const ASYNC_RESULT_MS = 1500;

type AsyncState = 'idle' | 'loading' | 'success' | 'error';

export type AsyncButtonProps = Omit<ButtonProps, 'loading'> & {
  onClick: () => Promise<unknown>;
  type?: 'button' | 'submit';
  children?: ReactNode;
};

/** Button that shows a loader while its promise runs, then success or failure for a moment. */
export function AsyncButton({ onClick, children, color, disabled, type = 'button', ...props }: AsyncButtonProps) {
  const { t } = useTranslation('core');
  const [state, setState] = useState<AsyncState>('idle');
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const run = async () => {
    if (state === 'loading') return;
    clearTimeout(timer.current);
    setState('loading');
    let result: AsyncState = 'success';
    try {
      await onClick();
    } catch {
      // The caller reports the failure (toast, form errors); the button only reflects it.
      result = 'error';
    }
    if (!mounted.current) return;
    setState(result);
    timer.current = setTimeout(() => {
      if (mounted.current) setState('idle');
    }, ASYNC_RESULT_MS);
  };

  const resultColor = state === 'success' ? 'green' : state === 'error' ? 'red' : color;
  const icon =
    state === 'success' ? (
      <IconCheck size={18} aria-hidden />
    ) : state === 'error' ? (
      <IconX size={18} aria-hidden />
    ) : undefined;
  const status = {
    idle: '',
    loading: t('asyncButton.loading'),
    success: t('asyncButton.success'),
    error: t('asyncButton.error'),
  }[state];

  return (
    <>
      <Button
        {...props}
        type={type}
        color={resultColor}
        disabled={disabled}
        loading={state === 'loading'}
        leftSection={icon ?? props.leftSection}
        data-state={state}
        onClick={() => void run()}
      >
        {children}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </>
  );
}
