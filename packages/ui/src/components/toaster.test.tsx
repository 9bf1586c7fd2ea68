import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocaleLoader } from '../app-kit/create-locale-loader';
import { changeLanguage, initI18n } from '../i18n';
import { notify } from '../notify';
import { Toaster } from './toaster';

// The kit's own texts only, as an app's public pages load them (the sign-in page shows toasts too).
beforeAll(() => initI18n(createLocaleLoader({})));
afterEach(() => toast.dismiss());

describe('the toaster, loaded apart from the first page', () => {
  it('shows a toast asked for before its code has loaded', async () => {
    render(<Toaster />);
    notify.success('Saved');
    expect(await screen.findByText('Saved', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a toast asked for while no toaster is on the page yet, once one is', async () => {
    notify.error('Something went wrong');
    render(<Toaster />);
    expect(await screen.findByText('Something went wrong', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("names the toasts' region in the page's language, not in Sonner's English", async () => {
    await changeLanguage('ro');
    render(<Toaster />);
    notify.success('Salvat');
    await screen.findByText('Salvat', {}, { timeout: 5000 });
    expect(screen.getByRole('region', { name: /^Mesaje de stare/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });
});
