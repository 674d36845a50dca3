import { ACQ_REQUEST_KIND, ACQ_REQUEST_STATE, ACQ_SHELF, ACQ_VISIT_KIND } from '@awb/contract/acquisition-constants';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  acqCards,
  acqClients,
  acqListings,
  acqRequests,
  acqVisits,
} from '../../modules/acquisition/acquisition.table.ts';
import { customers } from '../../modules/customer/customer.table.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CLIENTS = ['微信用户·小林', '陈先生', '王女士', '阿杰', 'Sunny', '刘阿姨', '周同学'];

/**
 * The micro-site of company A's manager (the demo's first login) and, smaller, of 李娜: a saved card,
 * clients with visits and footprints, entrustments and reservations in each state, listings up and
 * down, two clients associated with private customers. docs/acquisition.md.
 */
export async function seedDemoAcquisition(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const companyId = ids.companyA;
  const at = (hoursAgo: number) => new Date(ids.now - hoursAgo * HOUR);
  const houses = await tx
    .select({ id: listings.id, type: listings.type })
    .from(listings)
    .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)))
    .orderBy(asc(listings.id))
    .limit(200);
  const sale = houses.filter((h) => h.type === 1).slice(0, 5);
  const rent = houses.filter((h) => h.type === 2).slice(0, 3);
  const privates = await tx
    .select({ id: customers.id, type: customers.customerType })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(customers.attribution, CUSTOMER_ATTRIBUTION.private),
        isNull(customers.deletedAt),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(2);

  const userId = ids.users.managerA;
  await tx.insert(acqCards).values({
    companyId,
    userId,
    userName: '张伟',
    company: '安居房产·文三路店',
    userPhone: '13800000001',
    role: '资深置业顾问',
    address: '杭州市西湖区文三路90号',
    style: 1,
    updatedAt: at(72),
  });

  const onSite = [...sale, ...rent];
  for (const [i, h] of onSite.entries()) {
    const up = i !== 3 && i !== onSite.length - 1;
    await tx.insert(acqListings).values({
      companyId,
      userId,
      houseId: h.id,
      type: h.type,
      state: up ? ACQ_SHELF.up : ACQ_SHELF.down,
      upAt: at(200 - i * 10),
      createdAt: at(200 - i * 10),
    });
  }

  for (const [i, nickName] of CLIENTS.entries()) {
    const first = at(24 * (CLIENTS.length - i) + 3);
    const last = at(i * 5 + 1);
    const [client] = await tx
      .insert(acqClients)
      .values({
        companyId,
        userId,
        fpClientId: `fp${String(1000 + i)}`,
        nickName,
        phone: i % 2 === 0 ? `1357100${String(1000 + i)}` : '',
        customerId: privates[i]?.id ?? null,
        associatedAt: privates[i] ? at(12) : null,
        firstVisitAt: i === CLIENTS.length - 1 ? at(1) : first,
        lastVisitAt: last,
      })
      .returning({ id: acqClients.id });
    if (!client) continue;
    await tx
      .insert(acqVisits)
      .values({ companyId, userId, clientId: client.id, kind: ACQ_VISIT_KIND.card, visitedAt: last });
    for (const [k, h] of onSite.slice(i % 3, (i % 3) + 3).entries()) {
      await tx.insert(acqVisits).values({
        companyId,
        userId,
        clientId: client.id,
        kind: ACQ_VISIT_KIND.listing,
        houseId: h.id,
        houseType: h.type,
        stayedSeconds: 40 + k * 35,
        visitedAt: new Date(last.getTime() + (k + 1) * 60_000),
      });
    }
    if (i === 1) {
      await tx
        .insert(acqVisits)
        .values({ companyId, userId, clientId: client.id, kind: ACQ_VISIT_KIND.home, visitedAt: at(2) });
    }
    if (i < 3) {
      await tx.insert(acqRequests).values({
        companyId,
        userId,
        clientId: client.id,
        kind: ACQ_REQUEST_KIND.entrustment,
        type: i === 1 ? 2 : 1,
        contactName: nickName.length > 3 ? '林先生' : nickName,
        contactPhone: `1396800${String(2000 + i)}`,
        communityName: ['西溪花园', '文鼎苑', '翠苑一区'][i] ?? '',
        houseArea: [89.5, 62, 120][i] ?? null,
        price: [320, 4500, 560][i] ?? null,
        room: [3, 2, 3][i] ?? 0,
        remark: ['急售，可随时看房', '家电齐全，拎包入住', ''][i] ?? '',
        state: i === 2 ? ACQ_REQUEST_STATE.handled : ACQ_REQUEST_STATE.pending,
        handledAt: i === 2 ? at(6) : null,
        createdAt: at(30 - i * 8),
      });
    }
    const house = onSite[i % onSite.length];
    if (i >= 2 && i < 6 && house) {
      await tx.insert(acqRequests).values({
        companyId,
        userId,
        clientId: client.id,
        kind: ACQ_REQUEST_KIND.reservation,
        type: house.type,
        contactName: nickName,
        contactPhone: `1375800${String(3000 + i)}`,
        houseId: house.id,
        visitAt: new Date(ids.now + (i - 1) * DAY),
        remark: i === 3 ? '周末下午方便' : '',
        state: i === 5 ? ACQ_REQUEST_STATE.closed : i === 4 ? ACQ_REQUEST_STATE.handled : ACQ_REQUEST_STATE.pending,
        handledAt: i >= 4 ? at(6) : null,
        createdAt: at(48 - i * 6),
      });
    }
  }

  // 李娜's micro-site: a client and a listing, no saved card yet.
  const agent = ids.users.agentA;
  const [client] = await tx
    .insert(acqClients)
    .values({
      companyId,
      userId: agent,
      fpClientId: 'fp2001',
      nickName: '钱先生',
      firstVisitAt: at(50),
      lastVisitAt: at(4),
    })
    .returning({ id: acqClients.id });
  const first = sale[0];
  if (client && first) {
    await tx
      .insert(acqListings)
      .values({ companyId, userId: agent, houseId: first.id, type: 1, state: ACQ_SHELF.up, upAt: at(60) });
    await tx.insert(acqVisits).values({
      companyId,
      userId: agent,
      clientId: client.id,
      kind: ACQ_VISIT_KIND.listing,
      houseId: first.id,
      houseType: 1,
      stayedSeconds: 90,
      visitedAt: at(4),
    });
  }
}
