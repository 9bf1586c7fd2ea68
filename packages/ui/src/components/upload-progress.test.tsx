import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('names its bar after what is uploaded and says the share sent beside it', () => {
    render(
      <UploadProgress percent={42} label="Uploading the cover…" percentText="42%" testId="cover-progress" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading the cover…' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByTestId('cover-progress')).toHaveTextContent('Uploading the cover…42%');
  });
});
