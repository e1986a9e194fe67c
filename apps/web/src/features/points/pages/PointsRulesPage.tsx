import { ArrowLeftOutlined } from '@ant-design/icons';
import type { IntegralSetting } from '@lizi/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { apiGet } from '../../../lib/api-client';
import { useBackNavigation } from '../../../lib/use-back-navigation';
import { useSessionStore } from '../../session';
import { pointsKeys } from '../api/points.api';
import { type CostRow, costRows, DAILY_GIFT_KEY } from '../cost-labels';
import styles from './PointsRulesPage.module.css';

/** The rules page is public: a guest's failed call must not trigger the global 400404 redirect. */
function fetchSettingQuietly(): Promise<IntegralSetting> {
  return apiGet<IntegralSetting>('/v1/user/points/cost/setting', { skipErrorHooks: true });
}

/** /other/pointsRules: what every action costs (from the cost setting) and how 制作栗 are spent and given. */
export default function PointsRulesPage() {
  const goBack = useBackNavigation('/dashboard');
  const signedIn = useSessionStore((s) => s.user !== null);
  const setting = useQuery({ queryKey: [...pointsKeys.setting, 'rules'], queryFn: fetchSettingQuietly });
  const rows = setting.data ? costRows(setting.data) : [];
  const perDay =
    setting.data && typeof setting.data[DAILY_GIFT_KEY] === 'number' ? setting.data[DAILY_GIFT_KEY] : null;

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={goBack} aria-label="返回" />
        <BrandLogo size="small" />
      </header>
      <article className={styles.article}>
        <h1 className={styles.title}>
          <ChestnutMark size={30} /> 制作栗规则
        </h1>
        <p className={styles.lead}>
          {
            '制作栗是栗子工坊的创作点数，用于剧本、图片、音频、视频等 AI 生成任务。每次生成前按下表预估消耗，余额不足时无法提交。'
          }
        </p>

        <h2 className={styles.heading}>消耗标准</h2>
        {setting.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : setting.isError ? (
          <Alert
            type="info"
            showIcon
            title={signedIn ? '暂时无法获取最新的消耗标准，请稍后刷新重试' : '登录后可查看当前的消耗标准'}
            action={
              signedIn ? null : (
                <Link to={`/LoginView?redirect=${encodeURIComponent('/other/pointsRules')}`}>去登录</Link>
              )
            }
          />
        ) : (
          <Table<CostRow>
            rowKey="key"
            size="middle"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: '类别', dataIndex: 'group', width: 90, render: (g: string) => <Tag>{g}</Tag> },
              { title: '项目', dataIndex: 'name' },
              {
                title: '消耗',
                key: 'points',
                width: 180,
                align: 'right',
                render: (_, r) => (
                  <span className={styles.cost}>
                    {r.points} 制作栗 / {r.unit}
                  </span>
                ),
              },
            ]}
          />
        )}
        <p className={styles.note}>
          {
            '图片、视频的实际消耗 = 单价 × 生成数量；不同的生成模式与视频时长对应不同的单价（如长视频、高清、对口型），提交前页面会显示本次的预计消耗。'
          }
        </p>

        <h2 className={styles.heading}>扣除顺序</h2>
        <p className={styles.paragraph}>
          {'当前制作栗 = 申请获得 + 平台赠送。消耗时'}
          <strong>优先扣除平台赠送的制作栗</strong>
          {'，不足部分再扣除申请获得的制作栗。'}
        </p>

        <h2 className={styles.heading}>如何获得</h2>
        <ul className={styles.list}>
          <li>
            <strong>每日赠送：</strong>
            {`开通「自动发放」的企业，其已通过审核的成员每天（北京时间）可获赠${perDay !== null ? ` ${perDay} ` : '一定数量的'}制作栗，计入平台赠送，不占用企业的制作栗池。`}
          </li>
          <li>
            <strong>企业分配：</strong>企业管理员从企业制作栗池为成员分配制作栗，计入申请获得。
          </li>
          <li>
            <strong>申请：</strong>
            {
              '在「制作栗明细」中点击「申请制作栗」向企业管理员申请，审核通过后发放（发放数量可能少于申请数量）。'
            }
          </li>
          <li>
            <strong>充值：</strong>App 用户可在页面右上角点击「充值」购买。
          </li>
        </ul>

        <h2 className={styles.heading}>失败退还</h2>
        <p className={styles.paragraph}>
          生成任务失败时，本次扣除的制作栗会原路退还（赠送的退回赠送、申请的退回申请），在明细中显示为一条「获得」记录。
        </p>
      </article>
    </div>
  );
}
