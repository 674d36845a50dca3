import { EstatePickerPage } from '../../estate/picker/estate-picker.tsx';
import styles from './select-estate.module.css';

/**
 * 选择小区 (pages/customer/select-estate): the estate module's shared community picker, drawn over the
 * customer form (an overlay route), which stays mounted and keeps its typing. Opened with
 * `pickEstate('pages/customer/select-estate', 'community', …)`; each pick adds one intention community.
 */
export default function SelectEstatePage() {
  return (
    <div className={styles.overlay}>
      <EstatePickerPage mode="community" />
    </div>
  );
}
