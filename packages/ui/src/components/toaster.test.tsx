import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../notify';
import { Toaster } from './toaster';

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
});
