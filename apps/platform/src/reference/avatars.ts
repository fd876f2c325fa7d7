import { type Translations, translations } from '../services/games/languages';

/**
 * The avatars the demo brand ships (the web app's `public/avatars/<id>.svg`), which a member
 * chooses from; each with what it shows in every language, the image's alt text.
 */
export const BRAND_AVATARS: ReadonlyArray<{ id: string; names: Translations }> = [
  { id: 'fox', names: translations('Fox', 'Soro', '狐狸', 'Rubah', 'สุนัขจิ้งจอก', 'Cáo') },
  { id: 'owl', names: translations('Owl', 'Kuwago', '猫头鹰', 'Burung hantu', 'นกฮูก', 'Cú mèo') },
  { id: 'tiger', names: translations('Tiger', 'Tigre', '老虎', 'Harimau', 'เสือ', 'Hổ') },
  { id: 'cat', names: translations('Cat', 'Pusa', '猫', 'Kucing', 'แมว', 'Mèo') },
  { id: 'frog', names: translations('Frog', 'Palaka', '青蛙', 'Katak', 'กบ', 'Ếch') },
  { id: 'bear', names: translations('Bear', 'Oso', '熊', 'Beruang', 'หมี', 'Gấu') },
];

/** Where the web app serves an avatar of the set. */
export function brandAvatarUrl(id: string): string {
  return `/avatars/${id}.svg`;
}
