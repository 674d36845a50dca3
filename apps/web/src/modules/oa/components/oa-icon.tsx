import {
  AppOutline,
  BankcardOutline,
  BellOutline,
  CalendarOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  ContentOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  FileWrongOutline,
  FlagOutline,
  FolderOutline,
  GiftOutline,
  GlobalOutline,
  HistogramOutline,
  KeyOutline,
  LocationOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  PayCircleOutline,
  PhonebookOutline,
  PicturesOutline,
  PieOutline,
  SendOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  TruckOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { oaIcon, type TOaIconKey } from '../oa-icons.ts';
import styles from './oa-icon.module.css';

const GLYPHS: Record<TOaIconKey, ComponentType> = {
  file: FileOutline,
  fileWrong: FileWrongOutline,
  edit: EditSOutline,
  checkShield: CheckShieldOutline,
  team: TeamOutline,
  user: UserOutline,
  userAdd: UserAddOutline,
  userSet: UserSetOutline,
  calendar: CalendarOutline,
  clock: ClockCircleOutline,
  bankcard: BankcardOutline,
  payCircle: PayCircleOutline,
  shopbag: ShopbagOutline,
  gift: GiftOutline,
  truck: TruckOutline,
  travel: TravelOutline,
  environment: EnvironmentOutline,
  location: LocationOutline,
  global: GlobalOutline,
  histogram: HistogramOutline,
  pie: PieOutline,
  content: ContentOutline,
  list: UnorderedListOutline,
  app: AppOutline,
  bell: BellOutline,
  message: MessageOutline,
  mail: MailOutline,
  phonebook: PhonebookOutline,
  key: KeyOutline,
  lock: LockOutline,
  set: SetOutline,
  pictures: PicturesOutline,
  star: StarOutline,
  flag: FlagOutline,
  send: SendOutline,
  folder: FolderOutline,
};

/** A flow's icon: the glyph in white on its colour, as a rounded tile. */
export function OaIcon({ icon, size = 40 }: { icon: number | null | undefined; size?: number }) {
  const { key, color } = oaIcon(icon);
  const Glyph = GLYPHS[key];
  return (
    <span className={styles.tile} style={{ background: color, width: size, height: size, fontSize: size * 0.55 }}>
      <Glyph />
    </span>
  );
}
