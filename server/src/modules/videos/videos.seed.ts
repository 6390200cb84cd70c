import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The demo clips (server/media/videos, drawn by scripts/make-demo-videos.mjs): training for pharmacies and the platform. */
export async function seedVideos(tx: Executor) {
  await tx.execute(sql`
    insert into videos (category, title, description, file, duration_seconds, sort) values
      ('GSP 培训', 'GSP 药品收货验收流程', '随货同行单核对、外包装与批号效期检查、冷链药品温度记录查验、验收入库。', 'gsp-receiving.webm', 8, 1),
      ('GSP 培训', '冷链药品储存要点', '2–8℃ 冷藏药品的储存、温湿度记录与断电应急。', 'cold-chain.webm', 8, 2),
      ('平台使用', '快速下单：上传采购单一键加购', '下载模板、上传 Excel、选择货源、一键加入购物车。', 'platform-ordering.webm', 8, 3),
      ('药店经营', 'OTC 药品陈列技巧', '按功能分区陈列，甲类乙类分开，处方药不得开架销售。', 'otc-display.webm', 8, 4)`);
}
