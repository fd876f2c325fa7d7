import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTestI18n } from './create-test-i18n';
import { I18nProvider } from './i18n-provider';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';

/** A form whose check writes its message with the `t` of the render it runs after, as a yup schema built with `t` does. */
function FormShowing({ failing }: { failing: boolean }) {
  const { t } = useTranslation();
  const check = (): Record<string, string> => (failing ? { username: t('login') } : {});
  const [errors, setErrors] = useState<Record<string, string>>(check);
  const checks = useRef(0);
  useRevalidateOnLanguage({
    errors,
    validateForm: async () => {
      checks.current += 1;
      setErrors(check());
    },
  });
  return (
    <p>
      {errors.username ?? 'no error'} · checked {checks.current}
    </p>
  );
}

describe('useRevalidateOnLanguage', () => {
  it('writes a message on screen again in the language switched to', async () => {
    const i18n = createTestI18n({ language: 'EN' });
    render(
      <I18nProvider i18n={i18n}>
        <FormShowing failing />
      </I18nProvider>,
    );
    expect(screen.getByText('Log in · checked 0')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('VI'));
    expect(screen.getByText(`${i18n.t('login', { lng: 'VI' })} · checked 1`)).toBeInTheDocument();
  });

  it('leaves a form without errors alone (a switch does not show its untouched rules)', async () => {
    const i18n = createTestI18n({ language: 'EN' });
    render(
      <I18nProvider i18n={i18n}>
        <FormShowing failing={false} />
      </I18nProvider>,
    );
    await act(() => i18n.changeLanguage('VI'));
    expect(screen.getByText('no error · checked 0')).toBeInTheDocument();
  });
});
