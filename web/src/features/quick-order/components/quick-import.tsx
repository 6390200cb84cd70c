import { useState } from 'react';
import { App, Button, Input, Tabs, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  linesFromRows,
  QUICK_ORDER_MAX_BYTES,
  QUICK_ORDER_MAX_LINES,
  quickOrderText as t,
  rowsFromText,
  type QuickOrderSheet,
} from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { fileHref } from '../../../lib/api-client';
import { parseSheet } from '../api/quick-order';
import styles from './quick-order.module.css';

const PLACEHOLDER = `每行一个商品：商品名称、批准文号/条形码、规格、生产厂家、数量，用 Tab（从 Excel 复制）或逗号分隔，例如：
阿莫西林胶囊,,0.25g*50粒/盒,石药集团,10
,国药准字Z20251636,,,5`;

/** Step 1: paste lines or upload a sheet; both end as purchase lines for matching. */
export function QuickImport({ onLines, busy }: { onLines: (sheet: QuickOrderSheet) => void; busy: boolean }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [reading, setReading] = useState(false);

  const fromText = () => {
    const sheet = linesFromRows(rowsFromText(text));
    if (sheet.lines.length === 0) {
      message.warning(t.nothingRead);
      return;
    }
    onLines(sheet);
  };

  const beforeUpload = (file: File) => {
    if (file.size > QUICK_ORDER_MAX_BYTES) message.error('采购单文件不能超过2MB');
    else {
      setReading(true);
      parseSheet(file)
        .then(onLines)
        .catch(() => undefined)
        .finally(() => setReading(false));
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <Tabs
      className={styles.import}
      items={[
        {
          key: 'upload',
          label: '上传采购单',
          children: (
            <div className={styles.uploadPane} data-testid="quick-upload">
              <Upload
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                beforeUpload={beforeUpload}
                showUploadList={false}
              >
                <Button type="primary" size="large" icon={<UploadOutlined />} loading={reading || busy}>
                  选择 Excel / CSV 文件
                </Button>
              </Upload>
              <a href={fileHref(api.quickOrder.template)} download className={styles.template} data-testid="quick-template">
                <DownloadOutlined /> 下载采购单模板
              </a>
              <p className={styles.hint}>
                支持 .xlsx 与 .csv，单次最多 {QUICK_ORDER_MAX_LINES} 行；可直接使用本店模板或您 ERP
                导出的采购单（需含“商品名称/药品名称”与“数量”列）。
              </p>
            </div>
          ),
        },
        {
          key: 'paste',
          label: '粘贴采购明细',
          children: (
            <div data-testid="quick-paste">
              <Input.TextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={PLACEHOLDER} />
              <Button type="primary" className={styles.parse} onClick={fromText} loading={busy} disabled={!text.trim()}>
                识别并匹配
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
