/**
 * A contract value (a play type, a prize, a status, a prize mode) as the lower-case part of its
 * text key: translation keys are flat snake_case, the contract's values are not.
 */
export const lowerKey = <T extends string>(value: T): Lowercase<T> => value.toLowerCase() as Lowercase<T>;
