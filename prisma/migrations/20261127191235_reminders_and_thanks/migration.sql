-- AlterTable
ALTER TABLE "List" ADD COLUMN     "thankPayers" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "reminderSentAt" TIMESTAMP(3);
