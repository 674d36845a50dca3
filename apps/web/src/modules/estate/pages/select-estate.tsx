import { EstatePickerPage } from '../picker/estate-picker.tsx';

/** pages/estate/select-estate: the shared picker, community → 栋 → 单元 → 房号 by default. */
export default function SelectEstatePage() {
  return <EstatePickerPage mode="room" />;
}
