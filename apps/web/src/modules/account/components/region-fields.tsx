import { CascadePicker, Form, Picker } from 'antd-mobile';
import { regionLabel } from '../region-options.ts';
import { useCityAreas, useProvinceCityOptions } from '../register.queries.ts';
import { chosenCity } from '../register-request.ts';
import styles from './region-fields.module.css';

const placeholder = (text: string) => <span className={styles.placeholder}>{text}</span>;

/** 所在省市: a province → city cascade picker stored as [provinceId, cityId] under `region` (the form clears `area` when it changes). */
export function RegionField() {
  const options = useProvinceCityOptions();
  return (
    <Form.Item
      name="region"
      label="所在省市"
      required
      trigger="onConfirm"
      arrow
      onClick={(_, picker) => picker.current?.open()}
    >
      <CascadePicker title="选择省市" options={options.data ?? []} loading={options.isLoading}>
        {(items) => {
          const label = regionLabel(
            options.data ?? [],
            items.map((i) => (i ? String(i.value) : null)),
          );
          return label ? <span className={styles.value}>{label}</span> : placeholder('请选择省市');
        }}
      </CascadePicker>
    </Form.Item>
  );
}

/** 所在区县: the districts of the chosen city (registration service), stored by name under `area`. */
export function DistrictField() {
  const region = Form.useWatch('region');
  const cityId = chosenCity(region);
  const areas = useCityAreas(cityId);
  const columns = [(areas.data ?? []).map((d) => ({ label: d.name, value: d.name }))];
  return (
    <Form.Item
      name="area"
      label="所在区县"
      trigger="onConfirm"
      arrow
      getValueFromEvent={(value: (string | null)[]) => value[0] ?? undefined}
      getValueProps={(value?: string) => ({ value: value ? [value] : [] })}
      onClick={(_, picker) => (cityId ? picker.current?.open() : undefined)}
    >
      <Picker title="选择区县" columns={columns} loading={areas.isLoading}>
        {(items) =>
          items[0] ? (
            <span className={styles.value}>{items[0].label}</span>
          ) : (
            placeholder(cityId ? '请选择区县' : '请先选择省市')
          )
        }
      </Picker>
    </Form.Item>
  );
}
