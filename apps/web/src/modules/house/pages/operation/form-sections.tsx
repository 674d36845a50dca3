import type { TRoomPick } from '@awb/contract/community.contract';
import { HOUSING_OPTIONS, LISTING_TYPE, SCHOOL_SEAT } from '@awb/contract/housing-options';
import { Form, Stepper, TextArea, type TextAreaProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { requiredLabel } from '../../../../ui/required-label.tsx';
import { ContactsEditor } from '../../components/contacts-editor.tsx';
import { ChipsRow, DateRow, LayoutRow, OptionRow, TextRow } from '../../components/form-rows.tsx';
import { trimNumber } from '../../house-format.ts';
import type { TListingForm, TLocation } from '../../listing-form.ts';
import { LocationSection } from './location-section.tsx';
import styles from './operation.module.css';

type TProps = {
  form: TListingForm;
  update: (patch: Partial<TListingForm>) => void;
  onRoomDone: (loc: TLocation) => void;
};

const O = HOUSING_OPTIONS;

/** One titled card of the form. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <Form layout="horizontal" className={styles.form}>
        {children}
      </Form>
    </section>
  );
}

/** A count of rooms of one kind, 0 to 9. */
function CountRow({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return (
    <Form.Item label={label}>
      <Stepper min={0} max={9} digits={0} value={value} onChange={(v) => onChange(v ?? 0)} />
    </Form.Item>
  );
}

type THaveRow = {
  label: string;
  options: { label: string; value: number }[];
  have: 'haveGarage' | 'haveKeys';
  noteLabel: string;
  note: 'houseGarage' | 'houseKeys';
  placeholder: string;
};

/** The 有 / 无 choices whose note row shows only once there is one. */
const HAVE_ROWS: THaveRow[] = [
  {
    label: '车库',
    options: O.haveGarage,
    have: 'haveGarage',
    noteLabel: '车库说明',
    note: 'houseGarage',
    placeholder: '车位号、位置、是否产权',
  },
  {
    label: '钥匙',
    options: O.haveKeys,
    have: 'haveKeys',
    noteLabel: '钥匙说明',
    note: 'houseKeys',
    placeholder: '钥匙存放门店、编号',
  },
];

function HaveRow({ row, form, update }: { row: THaveRow } & Omit<TProps, 'onRoomDone'>) {
  const have = form[row.have];
  return (
    <>
      <ChipsRow
        label={row.label}
        columns={2}
        options={row.options}
        value={[have]}
        onChange={(v) => update({ [row.have]: v[0] ?? 0 })}
      />
      {have ? (
        <TextRow
          label={row.noteLabel}
          value={form[row.note]}
          onChange={(v) => update({ [row.note]: v })}
          placeholder={row.placeholder}
          maxLength={100}
        />
      ) : null}
    </>
  );
}

/** The free-text fields, each under its label. */
const NOTE_ROWS: ({ label: string; field: 'traffic' | 'remark' } & TextAreaProps)[] = [
  { label: '交通', field: 'traffic', placeholder: '地铁、公交等', maxLength: 200, rows: 2, autoSize: true },
  { label: '备注', field: 'remark', placeholder: '房屋亮点、业主诉求等', maxLength: 500, rows: 3, showCount: true },
];

/** Every field of the listing submit (seed 000 §3), grouped as an agent fills them in. */
export function FormSections({ form, update, onRoomDone }: TProps) {
  const sale = form.type === LISTING_TYPE.sale;
  const set =
    <K extends keyof TListingForm>(k: K) =>
    (v: TListingForm[K]) =>
      update({ [k]: v } as Partial<TListingForm>);
  /** A row's value and its setter. */
  const bind = <K extends keyof TListingForm>(k: K) => ({ value: form[k], onChange: set(k) });

  /** A picked room fills the floors and area the archive knows, without overwriting what was typed. */
  const onLocation = (location: TLocation, room?: TRoomPick) => {
    const patch: Partial<TListingForm> = { location };
    if (room) {
      if (room.floor && !form.floor) patch.floor = String(room.floor);
      if (room.totalFloor && !form.totalFloor) patch.totalFloor = String(room.totalFloor);
      if (room.houseArea && !form.houseArea) patch.houseArea = trimNumber(room.houseArea);
    }
    update(patch);
  };

  return (
    <>
      <Section title="基本信息">
        <ChipsRow
          label="房源归属"
          required
          field="infoAttribution"
          columns={2}
          options={O.infoAttribution}
          value={form.infoAttribution ? [form.infoAttribution] : []}
          onChange={(v) => update({ infoAttribution: v[0] })}
        />
      </Section>

      <Section title="房屋位置">
        <LocationSection type={form.type} value={form.location} onChange={onLocation} onRoomDone={onRoomDone} />
      </Section>

      <Section title="户型面积">
        <LayoutRow room={form.room} hall={form.hall} showerRoom={form.showerRoom} onChange={update} />
        <CountRow label="厨房" value={form.kitchen} onChange={(kitchen) => update({ kitchen })} />
        <CountRow label="阳台" value={form.balcony} onChange={(balcony) => update({ balcony })} />
        <TextRow
          label="面积"
          required
          field="houseArea"
          mode="decimal"
          unit="㎡"
          {...bind('houseArea')}
          placeholder="建筑面积"
        />
        <TextRow label="所在楼层" required field="floor" mode="numeric" unit="层" {...bind('floor')} maxLength={4} />
        <TextRow
          label="总楼层"
          required
          field="totalFloor"
          mode="numeric"
          unit="层"
          {...bind('totalFloor')}
          maxLength={3}
        />
        <OptionRow label="朝向" options={O.toward} {...bind('toward')} />
        <OptionRow label="装修" options={O.renovation} {...bind('renovation')} />
      </Section>

      <Section title={sale ? '出售信息' : '出租信息'}>
        {sale ? (
          <>
            <TextRow
              label="售价"
              required
              field="sellPrice"
              mode="decimal"
              unit="万"
              {...bind('sellPrice')}
              maxLength={10}
            />
            <OptionRow label="付款方式" options={O.sellPayway} {...bind('sellPayway')} />
          </>
        ) : (
          <>
            <TextRow
              label="租金"
              required
              field="rentPrice"
              mode="decimal"
              {...bind('rentPrice')}
              maxLength={10}
              extra={
                <span className={styles.unitText}>{O.rentUnit.find((u) => u.value === form.rentUnit)?.label}</span>
              }
            />
            <OptionRow label="租金单位" options={O.rentUnit} {...bind('rentUnit')} />
            <OptionRow label="付款方式" options={O.rentPayway} {...bind('rentPayway')} />
            <OptionRow label="租赁方式" options={O.rentway} {...bind('rentway')} />
            <DateRow label="可入住" {...bind('moveIntoTime')} min={new Date(2020, 0, 1)} />
            <ChipsRow label="配套" multiple options={O.peitao} {...bind('peitao')} />
          </>
        )}
        <OptionRow label="看房时间" options={O.visitTime} {...bind('visitTime')} />
      </Section>

      <Section title="业主联系人">
        <Form.Item
          label={requiredLabel('联系人')}
          required
          layout="vertical"
          data-field="contacts"
          className={styles.contactsItem}
        >
          <ContactsEditor {...bind('contacts')} />
        </Form.Item>
      </Section>

      <Section title="房屋属性">
        <OptionRow label="物业类型" options={O.property} {...bind('property')} />
        <OptionRow label="产权性质" options={O.propertyRight} {...bind('propertyRight')} />
        <OptionRow label="建筑类型" options={O.housingType} {...bind('housingType')} />
        <ChipsRow label="房源标签" multiple options={O.tags} {...bind('tags')} />
        {sale ? (
          <>
            <ChipsRow
              label="学位"
              columns={3}
              options={[{ value: 0, label: '无学位' }, ...O.schoolSeat]}
              value={[form.schoolSeat]}
              onChange={(v) => update({ schoolSeat: v[0] ?? 0 })}
            />
            {form.schoolSeat === SCHOOL_SEAT.inUse ? (
              <DateRow
                label="占用时间"
                required
                field="schoolSeatUseTime"
                {...bind('schoolSeatUseTime')}
                max={new Date()}
              />
            ) : null}
          </>
        ) : null}
        {HAVE_ROWS.map((row) => (
          <HaveRow key={row.have} row={row} form={form} update={update} />
        ))}
        <OptionRow label="房源来源" options={O.source} {...bind('source')} />
        {NOTE_ROWS.map(({ label, field, ...area }) => (
          <Form.Item key={field} label={label} layout="vertical">
            <TextArea {...area} {...bind(field)} />
          </Form.Item>
        ))}
      </Section>
    </>
  );
}
