/** switch: the choice screen; email and mobileNum: the two reset methods (spec §4). */
export type ForgotPasswordMode = 'switch' | 'email' | 'mobileNum';
