import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Checkbox, Tag, Tooltip } from 'antd';
import type { CartLine, GiftLine } from '@yaocai/contract';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { ShortShelfLifeTag } from '../../../components/ui/expiry';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { useCartActions } from '../hooks/use-cart-actions';
import { FLASH_STATE_TEXT, flashWindowText, isSelectable, ladderChips, lineRule, priceChangeText } from '../model/cart-view';
import { cartText as t } from '../text';
import styles from './cart-page.module.css';

interface Props {
  line: CartLine;
  compact: boolean;
  /** The shop's 满减 covers this line while it does not cover all of the shop's lines: a 满减 tag says it counts. */
  manjianMark: boolean;
  /** What the shop still lacks to its 起订金额 while this selected line waits for it (fen; 0: it settles). */
  belowMinimum: number;
  onSelect: (ids: number[], selected: boolean) => void;
  onEdit: (lineId: number, number: number) => void;
  onRemove: (ids: number[]) => void;
}

const goodsHref = (id: number) => `/list/info/${id}`;

/** The hints under a line's name: type tags, ladder tiers, gifts, free shipping, price and stock changes. */
function LineNotes({ line }: { line: CartLine }) {
  const change = priceChangeText(line);
  const chips = ladderChips(line);
  const fs = line.free_shipping_hint;
  return (
    <div className={styles.notes}>
      {line.combination && (
        <div className={styles.combo} data-testid="line-combination">
          {line.combination.items.map((i) => (
            <span key={i.goods_id}>
              {i.name} {i.ypgg} ×{i.number}
              {i.bzdw}
            </span>
          ))}
        </div>
      )}
      {chips.length > 0 && (
        <div className={styles.ladder} data-testid="line-ladder">
          {chips.map((c) => (
            <span key={c.text} className={styles[`ladder_${c.state}`]} data-state={c.state}>
              {c.text}
            </span>
          ))}
        </div>
      )}
      {line.gift_hint && <div className={styles.hintText}>{line.gift_hint}</div>}
      {fs && (
        <div className={fs.applies ? styles.good : styles.hintText}>
          {fs.applies ? t.freeShippingOk : fs.units_needed > 0 ? t.freeShippingNeed(fs.units_needed, line.goods.bzdw) : t.freeShippingAlone}
        </div>
      )}
      {change && (
        <div className={change.down ? styles.good : styles.warn} data-testid="line-price-change">
          {change.text}
        </div>
      )}
      {line.stock_notice && <div className={styles.warn}>{line.stock_notice}</div>}
    </div>
  );
}

/** A 赠品 or taken 换购 under its line: name, spec, quantity, unit price and amount, like any line (it is one in the order). */
export function GiftSubLine({ gift, onDrop }: { gift: GiftLine; onDrop?: () => void }) {
  const addon = gift.kind === 'addon';
  return (
    <div className={styles.giftRow} data-testid="line-gift-sub" data-kind={gift.kind}>
      <Tag color={addon ? 'orange' : 'red'} className={styles.tag}>
        {addon ? t.addonTag : t.giftTag}
      </Tag>
      <span className={styles.giftName}>
        {gift.name} {gift.spec}
      </span>
      <span>
        ×{gift.number}
        {gift.unit}
      </span>
      <span>{formatMoney(gift.price)}</span>
      <strong data-testid="line-gift-amount">{formatMoney(gift.amount)}</strong>
      {onDrop && (
        <button type="button" className={styles.link} onClick={onDrop} data-testid="drop-addon">
          {t.dropAddon}
        </button>
      )}
    </div>
  );
}

/** Gifts and 换购 of a line: the sub-lines that go with it, and a reached 换购 offered with one click. */
function LineGifts({ line }: { line: CartLine }) {
  const { addon } = useCartActions();
  if (line.gift_lines.length === 0 && !line.addon_offer) return null;
  return (
    <div className={styles.gifts}>
      {line.gift_lines.map((g) => (
        <GiftSubLine key={`${g.kind}-${g.goods_id}`} gift={g} onDrop={g.kind === 'addon' ? () => void addon(line.id, false) : undefined} />
      ))}
      {line.addon_offer && (
        <div className={styles.addonOffer} data-testid="line-addon-offer">
          <Tag color="orange" className={styles.tag}>
            {t.addonOffer}
          </Tag>
          <span>
            {line.addon_offer.text}（{line.addon_offer.name} {line.addon_offer.spec} ×{line.addon_offer.number}
            {line.addon_offer.unit}，+{formatMoney(line.addon_offer.amount)}）
          </span>
          <Button size="small" type="primary" ghost onClick={() => void addon(line.id, true)} data-testid="take-addon">
            {t.takeAddon}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One cart line: tick, goods, unit price, quantity (saved on change), line total and 删除. */
export function CartLineRow({ line, compact, manjianMark, belowMinimum, onSelect, onEdit, onRemove }: Props) {
  const g = line.goods;
  const open = isSelectable(line);
  const rule = lineRule(line);
  // The stepper shows the typed value at once; the server's answer (or refusal) comes back with the reload.
  const [qty, setQty] = useState(line.number);
  const [seen, setSeen] = useState(line.number);
  if (seen !== line.number) {
    setSeen(line.number);
    setQty(line.number);
  }
  const name = line.combination?.name ?? g.name;
  const flash = line.flash_sale;
  return (
    <div
      className={`${styles.row} ${styles.line} ${open ? '' : styles.disabled}`}
      data-testid="cart-line"
      data-goods-id={g.id}
      data-manjian={manjianMark ? 1 : 0}
      data-settles={belowMinimum > 0 ? 0 : 1}
    >
      <div className={styles.colCheck}>
        <Tooltip title={line.deselect_reason}>
          <Checkbox
            checked={open && line.is_selected === 1}
            disabled={!open}
            onChange={(e) => onSelect([line.id], e.target.checked)}
            aria-label={name}
          />
        </Tooltip>
      </div>
      <div className={styles.colGoods}>
        {!compact && (
          <Link to={goodsHref(g.id)} className={styles.thumb}>
            {g.goods_image[0] ? <img src={g.goods_image[0]} alt={g.name} loading="lazy" /> : null}
          </Link>
        )}
        <div className={styles.goodsText}>
          <Link to={goodsHref(g.id)} className={styles.name} title={name}>
            {line.type === 1 && (
              <Tag color="volcano" className={styles.tag}>
                {t.flashSale}
              </Tag>
            )}
            {line.type === 3 && (
              <Tag color="purple" className={styles.tag}>
                {t.combination}
              </Tag>
            )}
            {line.price_source === 'special' && (
              <Tag color="red" className={styles.tag} data-testid="line-special">
                {t.dailySpecial}
              </Tag>
            )}
            {manjianMark && (
              <Tag color="red" className={styles.tag} data-testid="line-manjian">
                {t.manjianTag}
              </Tag>
            )}
            {name}
          </Link>
          <div className={styles.meta}>
            <span>
              {t.spec} {g.ypgg}
            </span>
            <span title={g.sccj}>
              {t.maker} {g.sccj}
            </span>
            {g.expiry_date && (
              <span>
                {t.expiry} {g.expiry_date}
                {g.short_expiry === 1 && <ShortShelfLifeTag />}
              </span>
            )}
          </div>
          {flash && (
            <div className={styles.flash} data-testid="line-flash">
              {t.flashSale}
              {FLASH_STATE_TEXT[flash.state]} {flashWindowText(flash.starts_at, flash.ends_at)}
              {flash.limit_per_member > 0 && ` · 每人限购${flash.limit_per_member}${g.bzdw}`}
            </div>
          )}
          {line.deselect_reason && (
            <div className={styles.reason} data-testid="line-deselect-reason">
              {line.deselect_reason}
            </div>
          )}
          {belowMinimum > 0 && (
            <div className={styles.belowMinimum} data-testid="line-below-minimum">
              {t.lineBelowMinimum(fenToYuan(belowMinimum))}
            </div>
          )}
          <LineNotes line={line} />
          {!line.price_tip && <LineGifts line={line} />}
        </div>
      </div>
      <div className={styles.colPrice}>
        <span className={styles.price} data-testid="cart-line-price">
          {line.price_tip ?? formatMoney(line.price)}
        </span>
        {line.combination && <span className={styles.strike}>{formatMoney(line.combination.original_price)}</span>}
      </div>
      <div className={styles.colQty}>
        <QuantityStepper
          size={compact ? 'small' : 'middle'}
          value={qty}
          rule={rule}
          onChange={(n) => {
            setQty(n);
            if (n !== line.number) onEdit(line.id, n);
          }}
        />
        {rule.step > 1 && (
          <div className={styles.stepHint}>
            中包装 {rule.step}
            {g.bzdw}
          </div>
        )}
      </div>
      <div className={styles.colTotal}>
        <span className={styles.total} data-testid="cart-line-total">
          {line.price_tip ? '—' : formatMoney(line.line_total)}
        </span>
        {line.goods_manjian_amount > 0 && <span className={styles.saved}>满减 −{formatMoney(line.goods_manjian_amount)}</span>}
      </div>
      <div className={styles.colAction}>
        <button type="button" className={styles.link} onClick={() => onRemove([line.id])} data-testid="cart-line-remove">
          {t.remove}
        </button>
      </div>
    </div>
  );
}
