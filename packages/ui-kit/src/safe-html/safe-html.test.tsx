import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';

function renderHtml(html: string) {
  const { container } = render(<SafeHtml html={html} data-testid="content" />);
  return container.querySelector('.mq-safe-html')!;
}

describe('SafeHtml', () => {
  it('removes event handlers from images', () => {
    const root = renderHtml('<img src=x onerror=alert(1)>');
    const img = root.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'x');
    expect(img).not.toHaveAttribute('onerror');
  });

  it('removes scripts', () => {
    const root = renderHtml('<p>Hello</p><script>alert(1)</script>');
    expect(root.querySelector('script')).toBeNull();
    expect(root).toHaveTextContent('Hello');
    expect(root.innerHTML).not.toContain('alert');
  });

  it('removes javascript: URLs', () => {
    const root = renderHtml('<a href="javascript:alert(1)">Click</a>');
    expect(root.querySelector('a')).not.toHaveAttribute('href');
  });

  it('removes other event handler attributes and styles blocks', () => {
    const root = renderHtml(
      '<div onclick="steal()" onmouseover="x()">Hi</div><style>body{display:none}</style>',
    );
    expect(root.innerHTML).not.toMatch(/onclick|onmouseover|<style/);
  });

  it('removes style attributes, so a notice cannot draw a full-screen overlay', () => {
    const root = renderHtml(
      '<div style="position:fixed;inset:0;z-index:99999;background:#fff"><a href="https://example.com/win" style="display:block;width:100vw;height:100vh">Claim</a></div><p style="color:red">Text</p>',
    );
    expect(root.innerHTML).not.toMatch(/style/i);
    expect(root.querySelector('[style]')).toBeNull();
    expect(root).toHaveTextContent('Claim');
    expect(root).toHaveTextContent('Text');
  });

  it('keeps normal formatting, links and images', () => {
    renderHtml(
      '<p>Win <b>big</b> with <a href="https://example.com/promo">our promo</a></p><img src="/banner.jpg" alt="Banner">',
    );
    expect(screen.getByText('big').tagName).toBe('B');
    const link = screen.getByRole('link', { name: 'our promo' });
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/banner.jpg');
  });

  it('opens links in a new tab without opener access', () => {
    renderHtml('<a href="https://example.com" target="_self" rel="opener">Rules</a>');
    const link = screen.getByRole('link', { name: 'Rules' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('passes other props to the wrapper div', () => {
    renderHtml('<p>x</p>');
    expect(screen.getByTestId('content')).toHaveClass('mq-safe-html');
  });
});

describe('sanitizeHtml', () => {
  it('does not affect other DOMPurify users with its link hook', async () => {
    sanitizeHtml('<a href="/a">a</a>');
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="/a">a</a>')).toBe('<a href="/a">a</a>');
  });
});
