import { FormatPainterOutlined, HistoryOutlined, SmileOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageContainer } from '../../../components/PageContainer';
import { SurfaceCard } from '../../../components/SurfaceCard';
import styles from './AiEditorHomePage.module.css';

const entries = [
  {
    mode: 'face',
    title: '角色换脸',
    description: '将角色形象的面部替换到任意画面中',
    icon: <SmileOutlined />,
  },
  {
    mode: 'repaint',
    title: '局部重绘',
    description: '圈选区域，用一句话改写画面局部',
    icon: <FormatPainterOutlined />,
  },
] as const;

export default function AiEditorHomePage() {
  const navigate = useNavigate();
  return (
    <PageContainer title="AI编辑器" description="对生成的画面做精细修改，不满意的局部不必整张重来。">
      <Row gutter={[16, 16]} className={styles.entries}>
        {entries.map((entry) => (
          <Col key={entry.mode} xs={24} md={12}>
            <Card hoverable className={styles.card} onClick={() => navigate(`/AiEditor?mode=${entry.mode}`)}>
              <div className={styles.cardBody}>
                <span className={styles.icon}>{entry.icon}</span>
                <div>
                  <div className={styles.title}>{entry.title}</div>
                  <div className={styles.description}>{entry.description}</div>
                </div>
              </div>
            </Card>
          </Col>
        ))}
      </Row>
      <SurfaceCard>
        <EmptyState
          size="compact"
          icon={<HistoryOutlined />}
          title="暂无编辑记录"
          description="在上方选择一种编辑方式开始，编辑过的图片会出现在这里。"
        />
      </SurfaceCard>
    </PageContainer>
  );
}
