import {
  type CustomerServiceEntry,
  type CustomerServiceType,
  type DomainEntry,
  encryptCustomerServicePath,
  type Resource,
  type ResourceType,
} from '@marquee/api-client/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/open';
import * as schema from '../../db/schema';
import { mediaUrl } from '../media/media-url';
import { cachedRead } from '../read-cache';

export function listResources(db: Db): Promise<Resource[]> {
  return cachedRead(db, 'resources', async () => {
    const rows = await db.select().from(schema.resources).orderBy(asc(schema.resources.sort));
    return rows.map((row) => ({
      resourceType: row.resourceType as ResourceType,
      url: row.url,
      qrCodeUrl: row.hasQrCode ? mediaUrl.resourceQr(row.resourceType) : null,
      labelNameEn: row.labelNameEn,
      iconUrl: mediaUrl.resourceIcon(row.resourceType),
    }));
  });
}

/** Type '3' entries are enciphered here, at read time: the path's last 8 characters are the key. */
export function listCustomerService(db: Db): Promise<CustomerServiceEntry[]> {
  return cachedRead(db, 'customer-service', async () => {
    const rows = await db.select().from(schema.customerService).orderBy(asc(schema.customerService.sort));
    return rows.map((row) => ({
      csType: row.csType as CustomerServiceType,
      type: row.type as CustomerServiceEntry['type'],
      path:
        row.type === '3' && row.cipherKey
          ? encryptCustomerServicePath(row.target, row.cipherKey)
          : row.target,
    }));
  });
}

export function listDomains(db: Db): Promise<DomainEntry[]> {
  return cachedRead(db, 'domains', async () => {
    const rows = await db
      .select()
      .from(schema.domains)
      .orderBy(asc(schema.domains.speed), asc(schema.domains.id));
    return rows.map(({ domain, speed }) => ({ domain, speed }));
  });
}
