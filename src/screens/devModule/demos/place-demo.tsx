import { PlaceSelect } from '../../../features/place-select';
import { PlacePicker } from '../../../ui/place-select';
import { samplePlaces } from '../gallery-samples';

export function PlaceDemo() {
  return (
    <div className="demo-row">
      <PlacePicker fetchPlaces={async () => samplePlaces} />
      <PlaceSelect />
    </div>
  );
}
