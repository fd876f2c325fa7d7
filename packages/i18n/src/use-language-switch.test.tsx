import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n } from './create-i18n';
import { I18nProvider } from './i18n-provider';
import { useLanguageSwitch } from './use-language-switch';

async function setup(onChange?: (code: string) => void) {
  const i18n = createI18n({ defaultLanguage: 'CN', supportedLanguages: ['CN', 'EN', 'VI'] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  const hook = renderHook(() => useLanguageSwitch({ onChange }), { wrapper });
  // CN is not bundled: the provider renders once it has loaded.
  await waitFor(() => expect(hook.result.current).not.toBeNull());
  return { i18n, ...hook };
}

describe('useLanguageSwitch', () => {
  it('reports the current and the supported languages', async () => {
    const { result } = await setup();
    expect(result.current).toMatchObject({ current: 'CN', supported: ['CN', 'EN', 'VI'], pending: null });
  });

  it('selects a specific language and ignores re-selecting the current one', async () => {
    const onChange = vi.fn();
    const { result } = await setup(onChange);

    await act(() => result.current.select('CN'));
    expect(onChange).not.toHaveBeenCalled();

    await act(() => result.current.select('VI'));
    expect(result.current.current).toBe('VI');
    expect(localStorage.getItem('lang')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(onChange).toHaveBeenCalledWith('VI');
  });
});
