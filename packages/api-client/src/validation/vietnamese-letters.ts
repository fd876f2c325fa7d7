/**
 * The letters of the Vietnamese alphabet beyond ASCII, in their precomposed (NFC) forms: đ and
 * the vowels a ă â e ê i o ô ơ u ư y with each of the five tone marks.
 */
const LOWER = 'àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ';

export const VIETNAMESE_LETTERS = `${LOWER}${LOWER.toUpperCase()}`;

/**
 * Combining marks that some Vietnamese keyboards emit instead of precomposed letters (decomposed
 * input): grave, acute, circumflex, tilde, breve, hook above, horn and dot below. A letter carries
 * at most two of them (a shape mark and a tone mark, e.g. ệ).
 */
export const VIETNAMESE_COMBINING_MARKS = '\u0300\u0301\u0302\u0303\u0306\u0309\u031B\u0323';
