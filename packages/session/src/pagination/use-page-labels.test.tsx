import { I18nProvider } from '@marquee/i18n';
import { createTestI18n } from '@marquee/i18n/testing';
import { Pagination } from '@marquee/ui-kit';
import { render, screen } from '@testing-library/react';
import { usePageLabels } from './use-page-labels';

function Pages({ ariaLabel }: { ariaLabel?: string }) {
  return <Pagination page={2} pageCount={3} onPageChange={() => undefined} {...usePageLabels(ariaLabel)} />;
}

describe('usePageLabels', () => {
  it("labels a paged list's navigation in the player's language", () => {
    render(
      <I18nProvider i18n={createTestI18n({ language: 'CN' })}>
        <Pages />
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('names the navigation as the screen asks when it has more than one paged list', () => {
    render(
      <I18nProvider i18n={createTestI18n({ language: 'EN' })}>
        <Pages ariaLabel="Draw results pages" />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Draw results pages' })).toBeInTheDocument();
  });
});
