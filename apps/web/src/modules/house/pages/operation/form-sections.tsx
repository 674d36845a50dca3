import type { TRoomPick } from '@awb/contract/community.contract';
import { HOUSING_OPTIONS, LISTING_TYPE, SCHOOL_SEAT } from '@awb/contract/housing-options';
import { Form, Stepper, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
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

/** Every field of the listing submit (seed 000 §3), grouped as an agent fills them in. */
export function FormSections({ form, update, onRoomDone }: TProps) {
  const sale = form.type === LISTING_TYPE.sale;
  const set =
    <K extends keyof TListingForm>(k: K) =>
    (v: TListingForm[K]) =>
      update({ [k]: v } as Partial<TListingForm>);

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
        <Form.Item label="厨房">
          <Stepper min={0} max={9} digits={0} value={form.kitchen} onChange={(v) => update({ kitchen: v ?? 0 })} />
        </Form.Item>
        <Form.Item label="阳台">
          <Stepper min={0} max={9} digits={0} value={form.balcony} onChange={(v) => update({ balcony: v ?? 0 })} />
        </Form.Item>
        <TextRow
          label="面积"
          required
          mode="decimal"
          unit="㎡"
          value={form.houseArea}
          onChange={set('houseArea')}
          placeholder="建筑面积"
        />
        <TextRow
          label="所在楼层"
          required
          mode="numeric"
          unit="层"
          value={form.floor}
          onChange={set('floor')}
          maxLength={4}
        />
        <TextRow
          label="总楼层"
          required
          mode="numeric"
          unit="层"
          value={form.totalFloor}
          onChange={set('totalFloor')}
          maxLength={3}
        />
        <OptionRow label="朝向" options={O.toward} value={form.toward} onChange={set('toward')} />
        <OptionRow label="装修" options={O.renovation} value={form.renovation} onChange={set('renovation')} />
      </Section>

      <Section title={sale ? '出售信息' : '出租信息'}>
        {sale ? (
          <>
            <TextRow
              label="售价"
              required
              mode="decimal"
              unit="万"
              value={form.sellPrice}
              onChange={set('sellPrice')}
              maxLength={10}
            />
            <OptionRow label="付款方式" options={O.sellPayway} value={form.sellPayway} onChange={set('sellPayway')} />
          </>
        ) : (
          <>
            <TextRow
              label="租金"
              required
              mode="decimal"
              value={form.rentPrice}
              onChange={set('rentPrice')}
              maxLength={10}
              extra={
                <span className={styles.unitText}>{O.rentUnit.find((u) => u.value === form.rentUnit)?.label}</span>
              }
            />
            <OptionRow label="租金单位" options={O.rentUnit} value={form.rentUnit} onChange={set('rentUnit')} />
            <OptionRow label="付款方式" options={O.rentPayway} value={form.rentPayway} onChange={set('rentPayway')} />
            <OptionRow label="租赁方式" options={O.rentway} value={form.rentway} onChange={set('rentway')} />
            <DateRow
              label="可入住"
              value={form.moveIntoTime}
              onChange={set('moveIntoTime')}
              min={new Date(2020, 0, 1)}
            />
            <ChipsRow label="配套" multiple options={O.peitao} value={form.peitao} onChange={set('peitao')} />
          </>
        )}
        <OptionRow label="看房时间" options={O.visitTime} value={form.visitTime} onChange={set('visitTime')} />
      </Section>

      <Section title="业主联系人">
        <Form.Item layout="vertical" className={styles.contactsItem}>
          <ContactsEditor value={form.contacts} onChange={set('contacts')} />
        </Form.Item>
      </Section>

      <Section title="房屋属性">
        <OptionRow label="物业类型" options={O.property} value={form.property} onChange={set('property')} />
        <OptionRow
          label="产权性质"
          options={O.propertyRight}
          value={form.propertyRight}
          onChange={set('propertyRight')}
        />
        <OptionRow label="建筑类型" options={O.housingType} value={form.housingType} onChange={set('housingType')} />
        <ChipsRow label="房源标签" multiple options={O.tags} value={form.tags} onChange={set('tags')} />
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
                value={form.schoolSeatUseTime}
                onChange={set('schoolSeatUseTime')}
                max={new Date()}
              />
            ) : null}
          </>
        ) : null}
        <ChipsRow
          label="车库"
          columns={2}
          options={O.haveGarage}
          value={[form.haveGarage]}
          onChange={(v) => update({ haveGarage: v[0] ?? 0 })}
        />
        {form.haveGarage ? (
          <TextRow
            label="车库说明"
            value={form.houseGarage}
            onChange={set('houseGarage')}
            placeholder="车位号、位置、是否产权"
            maxLength={100}
          />
        ) : null}
        <ChipsRow
          label="钥匙"
          columns={2}
          options={O.haveKeys}
          value={[form.haveKeys]}
          onChange={(v) => update({ haveKeys: v[0] ?? 0 })}
        />
        {form.haveKeys ? (
          <TextRow
            label="钥匙说明"
            value={form.houseKeys}
            onChange={set('houseKeys')}
            placeholder="钥匙存放门店、编号"
            maxLength={100}
          />
        ) : null}
        <OptionRow label="房源来源" options={O.source} value={form.source} onChange={set('source')} />
        <Form.Item label="交通" layout="vertical">
          <TextArea
            value={form.traffic}
            onChange={set('traffic')}
            placeholder="地铁、公交等"
            maxLength={200}
            rows={2}
            autoSize
          />
        </Form.Item>
        <Form.Item label="备注" layout="vertical">
          <TextArea
            value={form.remark}
            onChange={set('remark')}
            placeholder="房屋亮点、业主诉求等"
            maxLength={500}
            rows={3}
            showCount
          />
        </Form.Item>
      </Section>
    </>
  );
}
