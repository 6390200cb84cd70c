import type { Locator, Page } from 'playwright-core';
import { pickOption } from './storefront.js';

/** The form item labelled `label` (its Select, for pickOption). */
export const formItem = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) });

/** What a goods form is filled with in the console's goods drawer (platform or merchant). */
export interface GoodsFill {
  /** The shop to pick (the platform's form); a merchant's form has its shop already. */
  shop?: string;
  categoryLeaf: string;
  genericName: string;
  name: string;
  spec: string;
  dosageForm: string;
  manufacturer: string;
  approvalNo: string;
  classification: string;
  scope: string;
  batchNo: string;
  warehouse: string;
  stock: number;
  basePrice: string;
  retailPrice: string;
}

/** Fills the goods drawer's fields as an operator or a merchant's staff types them; returns the drawer. */
export async function fillGoodsForm(page: Page, g: GoodsFill): Promise<Locator> {
  const drawer = page.locator('.ant-drawer');
  await drawer.getByText('基本信息').waitFor();
  if (g.shop) await pickOption(page, formItem(page, '店铺'), g.shop, { search: true });
  await pickOption(page, formItem(page, '分类（末级）'), g.categoryLeaf, { search: true });
  await drawer.getByLabel('通用名').fill(g.genericName);
  await drawer.getByLabel('商品名称（前台显示）').fill(g.name);
  await drawer.getByLabel('规格').fill(g.spec);
  await drawer.getByLabel('剂型').fill(g.dosageForm);
  await drawer.getByLabel('生产厂家').fill(g.manufacturer);
  await drawer.getByLabel('批准文号').fill(g.approvalNo);
  await pickOption(page, formItem(page, '处方分类'), g.classification);
  await pickOption(page, formItem(page, '经营范围'), g.scope, { search: true });
  await drawer.getByLabel('包装单位').fill('盒');
  await drawer.getByLabel('批号').fill(g.batchNo);
  await drawer.getByLabel('生产日期').fill('2026-10-01');
  await drawer.getByLabel('生产日期').press('Enter');
  await drawer.getByLabel('有效期至').fill('2028-09-30');
  await drawer.getByLabel('有效期至').press('Enter');
  await drawer.getByLabel(`${g.warehouse}库存`).fill(String(g.stock));
  await drawer.getByLabel('供货价（元）').fill(g.basePrice);
  await drawer.getByLabel('建议零售价（元）').fill(g.retailPrice);
  return drawer;
}
