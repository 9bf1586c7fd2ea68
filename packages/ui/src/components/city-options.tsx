import { CITIES } from '@talent/contract/cities';

/**
 * A city select's choices: first the empty one, named by the caller (“any city”, “choose a city”),
 * then every city the contract accepts, so a select never offers one the server would refuse.
 */
export function CityOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {CITIES.map((city) => (
        <option key={city} value={city}>
          {city}
        </option>
      ))}
    </>
  );
}
