import { EstatePickerPage } from '../../estate/picker/estate-picker.tsx';

/**
 * pages/house/select-estate: the estate module's community picker (see estate-pick.ts), opened over
 * the house pages; a bare link picks a community.
 */
export default function HouseSelectEstatePage() {
  return <EstatePickerPage mode="community" />;
}
