-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "thankedAt" TIMESTAMP(3);
