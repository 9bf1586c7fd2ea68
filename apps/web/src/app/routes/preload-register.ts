// Sign-in and registration are one click apart: the sign-in page fetches the registration page's chunk while idle so
// its link opens at once. A module of its own so that neither page imports the other.
export const preloadRegister = () => void import('./register');
