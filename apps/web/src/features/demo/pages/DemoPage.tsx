import { InboxOutlined } from '@ant-design/icons';
import { reviewStatusLabels, TaskProgress, taskProgressLabels } from '@lizi/shared';
import { App, Button, Card, Col, Row, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';
import { ChestnutMark } from '../../../components/ChestnutMark';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { commonText } from '../../../locales/zh-CN/common';
import { PointsBadge, usePointsStore } from '../../points';

const progressColors = { 0: 'default', 1: 'processing', 2: 'success', 3: 'error' } as const;

/** /demo: the shared building blocks in one place, for design review. Public, needs no data. */
export default function DemoPage() {
  const { message } = App.useApp();

  // The badge reads the shared store; show a sample balance here and put the real state back on leave.
  useEffect(() => {
    const previous = usePointsStore.getState().integral;
    usePointsStore.getState().setIntegral({ total: 12800, applyIntegral: 10000, giftIntegral: 2800 });
    return () => usePointsStore.getState().setIntegral(previous);
  }, []);

  return (
    <div style={{ minHeight: '100vh' }}>
      <div style={{ padding: '20px 32px', background: '#fff', borderBottom: '1px solid var(--lz-border)' }}>
        <BrandLogo subtitle="组件示例" />
      </div>
      <PageContainer title="组件示例" description="栗子工坊界面中复用的基础组件。">
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title="品牌标识">
              <Space size={24} align="center" wrap>
                <BrandLogo size="small" to={null} />
                <BrandLogo to={null} />
                <BrandLogo size="large" to={null} subtitle="AI 影视创作平台" />
                <ChestnutMark size={48} />
              </Space>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="制作栗与按钮">
              <Space size={12} wrap>
                <PointsBadge autoIssue />
                <Button type="primary">{commonText.topUp}</Button>
                <Button>次要按钮</Button>
                <Button type="link" onClick={() => message.info(commonText.featureDisabled)}>
                  未开放功能提示
                </Button>
              </Space>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="任务状态">
              <Space wrap>
                {Object.values(TaskProgress).map((value) => (
                  <Tag key={value} color={progressColors[value]}>
                    {taskProgressLabels[value]}
                  </Tag>
                ))}
              </Space>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="审核状态">
              <Space wrap>
                {Object.entries(reviewStatusLabels).map(([value, label]) => (
                  <Tag key={value}>{label}</Tag>
                ))}
              </Space>
            </Card>
          </Col>
          <Col span={24}>
            <Card title="空状态">
              <EmptyState
                icon={<InboxOutlined />}
                title="这里还没有内容"
                description="页面尚无数据时统一使用此样式：图标、标题与一句说明。"
                extra={<Button type="primary">去创作</Button>}
              />
            </Card>
          </Col>
        </Row>
      </PageContainer>
    </div>
  );
}
