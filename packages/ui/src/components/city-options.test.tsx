import { CITIES } from '@talent/contract/cities';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CityOptions } from './city-options';

describe('CityOptions', () => {
  it('offers the named empty choice first, then every city of the contract, each its own value', () => {
    render(
      <select aria-label="City" defaultValue="">
        <CityOptions emptyLabel="Any city" />
      </select>,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Any city'],
      ...CITIES.map((city) => [city, city]),
    ]);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });
});
