import { Button, CascadePicker, Form, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { provinceCityOptions } from '../../../account/region-options.ts';
import type { TPickedRegion } from '../../customer-form-values.ts';
import { useDistricts, useProvincesAndCities } from '../../region.queries.ts';
import styles from './form.module.css';

type TProps = {
  city: { id: number; name: string } | null;
  region: TPickedRegion[];
  max: number;
  onChange: (city: { id: number; name: string } | null, region: TPickedRegion[]) => void;
};

/** 意向城市 (province → city) and 意向区域 (several districts of that city, chosen in a sheet). */
export function RegionField({ city, region, max, onChange }: TProps) {
  const data = useProvincesAndCities();
  const options = data.data ? provinceCityOptions(data.data.provinces, data.data.cities) : [];
  const [cityOpen, setCityOpen] = useState(false);
  const [districtOpen, setDistrictOpen] = useState(false);
  const districts = useDistricts(city?.id ?? null);
  const [draft, setDraft] = useState<number[]>([]);
  const provinceOf = data.data?.cities.find((c) => c.id === city?.id)?.pid;

  return (
    <>
      <Form.Item label="意向城市" arrow onClick={() => setCityOpen(true)}>
        {city ? (
          <span className={styles.value}>{city.name}</span>
        ) : (
          <span className={styles.placeholder}>请选择城市</span>
        )}
      </Form.Item>
      <CascadePicker
        title="选择城市"
        visible={cityOpen}
        onClose={() => setCityOpen(false)}
        options={options}
        loading={data.isLoading}
        value={city && provinceOf ? [String(provinceOf), String(city.id)] : []}
        onConfirm={(value) => {
          const id = Number(value[1]);
          const found = data.data?.cities.find((c) => c.id === id);
          if (!found) return;
          if (found.id !== city?.id) onChange({ id: found.id, name: found.name }, []);
        }}
      />
      <Form.Item
        label="意向区域"
        arrow
        onClick={() => {
          if (!city) return;
          setDraft(region.map((r) => r.id));
          setDistrictOpen(true);
        }}
      >
        {region.length > 0 ? (
          <span className={styles.value}>{region.map((r) => r.name).join('、')}</span>
        ) : (
          <span className={styles.placeholder}>{city ? `可多选，最多${max}个` : '请先选择城市'}</span>
        )}
      </Form.Item>
      <Popup
        visible={districtOpen}
        onMaskClick={() => setDistrictOpen(false)}
        bodyStyle={{ borderRadius: '12px 12px 0 0', padding: '16px 16px 24px', maxHeight: '70vh', overflow: 'auto' }}
      >
        <div className={styles.cardTitle} style={{ padding: '0 0 12px' }}>
          选择区域<small>最多{max}个</small>
        </div>
        <Selector
          className={styles.selector}
          columns={3}
          multiple
          showCheckMark={false}
          options={(districts.data ?? []).map((d) => ({
            value: d.id,
            label: d.name,
            disabled: !draft.includes(d.id) && draft.length >= max,
          }))}
          value={draft}
          onChange={setDraft}
        />
        <Button
          block
          color="primary"
          shape="rounded"
          style={{ marginTop: 16 }}
          onClick={() => {
            const chosen = (districts.data ?? [])
              .filter((d) => draft.includes(d.id))
              .map((d) => ({ id: d.id, name: d.name }));
            onChange(city, chosen);
            setDistrictOpen(false);
          }}
        >
          确定
        </Button>
      </Popup>
    </>
  );
}
