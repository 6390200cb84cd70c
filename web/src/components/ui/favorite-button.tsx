import { useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { UserState } from '@yaocai/contract';
import { currentPath } from '../../lib/feedback';
import { addFavorites, cancelFavorites, FAVORITES_QUERY_KEY, favoriteStateKey, isFavorite } from '../../lib/favorites';
import { USER_BASE_QUERY_KEY } from '../../lib/query-keys';
import styles from './favorite-button.module.css';

interface Props {
  goodsId: number;
  /** `icon`: a heart only (cards and table rows); `button`: heart and 收藏 / 已收藏 (the detail page). */
  variant?: 'icon' | 'button';
}

/**
 * 收藏 / 取消收藏 on lists, search and the detail page (spec §8: 收藏成功 with a button to /star, 取消收藏成功).
 * Guests are sent to /login; the state of all buttons on a page is fetched in one request.
 */
export function FavoriteButton({ goodsId, variant = 'icon' }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useQuery<UserState | null>({ queryKey: USER_BASE_QUERY_KEY, queryFn: skipToken });
  const signedIn = Boolean(user?.username);
  const { data: kept = false } = useQuery({
    queryKey: favoriteStateKey(goodsId),
    queryFn: signedIn ? () => isFavorite(goodsId) : skipToken,
    staleTime: 60_000,
  });
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (!signedIn) {
      navigate(`/login?redirect=${encodeURIComponent(currentPath())}`);
      return;
    }
    setPending(true);
    try {
      if (kept) {
        await cancelFavorites([goodsId]);
        message.success('取消收藏成功');
      } else {
        await addFavorites([goodsId]);
        const key = `favorite-${goodsId}`;
        message.success({
          key,
          content: (
            <span>
              收藏成功
              <Button
                type="link"
                size="small"
                onClick={() => {
                  message.destroy(key);
                  navigate('/star');
                }}
              >
                查看我的收藏
              </Button>
            </span>
          ),
        });
      }
      queryClient.setQueryData(favoriteStateKey(goodsId), !kept);
      void queryClient.invalidateQueries({ queryKey: [...FAVORITES_QUERY_KEY, 'page'] });
    } catch {
      // The request client has shown why.
    } finally {
      setPending(false);
    }
  };

  const icon = kept ? <HeartFilled className={styles.kept} /> : <HeartOutlined />;
  if (variant === 'button') {
    return (
      <Button size="large" icon={icon} loading={pending} onClick={toggle} data-testid="favorite" aria-pressed={kept}>
        {kept ? '已收藏' : '收藏'}
      </Button>
    );
  }
  return (
    <Button
      type="text"
      size="small"
      icon={icon}
      loading={pending}
      onClick={toggle}
      className={styles.icon}
      title={kept ? '取消收藏' : '收藏'}
      aria-label={kept ? '取消收藏' : '收藏'}
      aria-pressed={kept}
      data-testid="favorite"
    />
  );
}
