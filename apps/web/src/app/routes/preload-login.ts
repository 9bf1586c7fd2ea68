// Sign-in and registration are one click apart: the registration page fetches the sign-in page's chunk while idle so
// its link opens at once. A module of its own so that neither page imports the other.
export const preloadLogin = () => void import('./login');
