/**
 * switch: the choice screen; email and mobileNum: the two reset methods; reset: the new
 * password for the code of a mailed reset link.
 */
export type ForgotPasswordMode = 'switch' | 'email' | 'mobileNum' | 'reset';
