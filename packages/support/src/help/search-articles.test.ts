import type { HelpCenterArticle } from '@marquee/api-client';
import { foldText, indexArticles, searchArticles } from './search-articles';

const article = (id: number, title: string, content: string): HelpCenterArticle => ({
  id,
  slug: `a${id}`,
  categorySlug: 'payments',
  category: 'Nạp và rút tiền',
  title,
  content,
});

const articles = [
  article(1, 'Cách nạp tiền', '<p>Nạp qua ví điện tử trong <strong>1 phút</strong>.</p>'),
  article(2, 'Cách rút tiền thắng', '<ol><li>Nhập mật khẩu rút tiền.</li></ol>'),
  article(3, 'Đăng ký tài khoản', '<p>Bấm Đăng ký, rồi chọn mật khẩu.</p>'),
  article(4, '如何存款', '<p>电子钱包存款通常 1 分钟内到账。</p>'),
];
const index = indexArticles(articles);
const ids = (query: string) => searchArticles(index, query).map(({ id }) => id);

describe('searchArticles', () => {
  it('finds words in titles and in the text, titles first', () => {
    expect(ids('mật khẩu')).toEqual([2, 3]);
    expect(ids('rút tiền')).toEqual([2]);
    expect(ids('phút')).toEqual([1]);
  });

  it('ignores case and accents, Vietnamese đ included', () => {
    expect(ids('RUT TIEN')).toEqual([2]);
    expect(ids('dang ky')).toEqual([3]);
    expect(foldText('Đăng Ký')).toBe('dang ky');
  });

  it('needs every word, and reads the text without its tags', () => {
    expect(ids('nạp thắng')).toEqual([]);
    expect(ids('strong')).toEqual([]);
    expect(ids('1 phút')).toEqual([1]);
  });

  it('matches Chinese as a phrase and finds nothing for an empty query', () => {
    expect(ids('存款')).toEqual([4]);
    expect(ids('   ')).toEqual([]);
  });
});
