import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useFavorite } from '../../lib/favorites';
import styles from './catalog.module.css';

/** 收藏 / 已收藏 in the goods page's buy bar: one tap keeps the goods in 我的收藏 (/star), another lets it go. */
export default function FavoriteButton({ goodsId }: { goodsId: number }) {
  const { favorite, known, toggle } = useFavorite(goodsId, true);
  return (
    <button
      type="button"
      className={`${styles.favorite} ${favorite ? styles.favoriteOn : ''}`}
      aria-pressed={favorite}
      disabled={!known || toggle.isPending}
      onClick={() => toggle.mutate(!favorite)}
      data-testid="phone-favorite"
    >
      {favorite ? <HeartFill fontSize={20} /> : <HeartOutline fontSize={20} />}
      <span>{favorite ? '已收藏' : '收藏'}</span>
    </button>
  );
}
