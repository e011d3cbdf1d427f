; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.prog = private unnamed_addr constant [14 x i32] [i32 1, i32 1, i32 3, i32 6, i32 5, i32 1, i32 7, i32 4, i32 8, i32 0, i32 1, i32 5, i32 2, i32 9], align 16
@.str = private unnamed_addr constant [20 x i8] c"%-5s sp=%d top=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"dense(%d)=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [15 x i8] c"dense sum %ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [29 x i8] c"x = 42 + y*7 / (a - 3)\09done\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [52 x i8] c"classes: other=%d digit=%d vowel=%d space=%d op=%d\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"work sum %ld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"%4d\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [4 x i8] c"nop\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [5 x i8] c"push\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [4 x i8] c"pop\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [4 x i8] c"dup\00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [5 x i8] c"swap\00", align 1, !dbg !51
@.str.16 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !53
@.str.17 = private unnamed_addr constant [5 x i8] c"halt\00", align 1, !dbg !55
@.str.18 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !90 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !95, !DIExpression(), !128, ptr %1, !DIExpression(), !129)
  %2 = alloca i32, align 16, !DIAssignID !130
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !130, ptr %2, !DIExpression(), !129)
  %3 = alloca i32, align 4, !DIAssignID !131
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !131, ptr %3, !DIExpression(), !129)
  %4 = alloca i32, align 8, !DIAssignID !132
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !132, ptr %4, !DIExpression(), !129)
  %5 = alloca i32, align 4, !DIAssignID !133
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !133, ptr %5, !DIExpression(), !129)
  %6 = alloca i32, align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !134, ptr %6, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #4, !dbg !135
    #dbg_value(i32 0, !100, !DIExpression(), !129)
    #dbg_value(i64 3, !101, !DIExpression(), !129)
    #dbg_value(i32 0, !102, !DIExpression(), !136)
  br label %7, !dbg !137

7:                                                ; preds = %0, %85
  %8 = phi i64 [ 0, %0 ], [ %88, %85 ]
  %9 = phi i32 [ 0, %0 ], [ %76, %85 ]
  %10 = phi i64 [ 3, %0 ], [ %77, %85 ]
    #dbg_value(i32 %9, !100, !DIExpression(), !129)
    #dbg_value(i64 %8, !102, !DIExpression(), !136)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
  %11 = getelementptr inbounds [14 x i32], ptr @__const.main.prog, i64 0, i64 %8, !dbg !138
  %12 = load i32, ptr %11, align 4, !dbg !138, !tbaa !139
  switch i32 %12, label %74 [
    i32 8, label %67
    i32 1, label %13
    i32 2, label %18
    i32 3, label %20
    i32 4, label %30
    i32 5, label %40
    i32 6, label %50
    i32 7, label %58
    i32 0, label %75
    i32 9, label %73
  ], !dbg !143

13:                                               ; preds = %7
  %14 = add nsw i32 %9, 1, !dbg !144
    #dbg_value(i32 %14, !100, !DIExpression(), !129)
  %15 = sext i32 %9 to i64, !dbg !145
  %16 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %15, !dbg !145
  store i64 %10, ptr %16, align 8, !dbg !146, !tbaa !147
  %17 = add nsw i64 %10, 4, !dbg !149
    #dbg_value(i64 %17, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

18:                                               ; preds = %7
  %19 = add nsw i32 %9, -1, !dbg !158
    #dbg_value(i32 %19, !100, !DIExpression(), !129)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

20:                                               ; preds = %7
  %21 = add nsw i32 %9, -1, !dbg !159
    #dbg_value(i32 %21, !100, !DIExpression(), !129)
  %22 = sext i32 %21 to i64, !dbg !160
  %23 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %22, !dbg !160
  %24 = load i64, ptr %23, align 8, !dbg !160, !tbaa !147
  %25 = add nsw i32 %9, -2, !dbg !161
  %26 = sext i32 %25 to i64, !dbg !162
  %27 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %26, !dbg !162
  %28 = load i64, ptr %27, align 8, !dbg !163, !tbaa !147
  %29 = add nsw i64 %28, %24, !dbg !163
  store i64 %29, ptr %27, align 8, !dbg !163, !tbaa !147
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

30:                                               ; preds = %7
  %31 = add nsw i32 %9, -1, !dbg !164
    #dbg_value(i32 %31, !100, !DIExpression(), !129)
  %32 = sext i32 %31 to i64, !dbg !165
  %33 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %32, !dbg !165
  %34 = load i64, ptr %33, align 8, !dbg !165, !tbaa !147
  %35 = add nsw i32 %9, -2, !dbg !166
  %36 = sext i32 %35 to i64, !dbg !167
  %37 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %36, !dbg !167
  %38 = load i64, ptr %37, align 8, !dbg !168, !tbaa !147
  %39 = sub nsw i64 %38, %34, !dbg !168
  store i64 %39, ptr %37, align 8, !dbg !168, !tbaa !147
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

40:                                               ; preds = %7
  %41 = add nsw i32 %9, -1, !dbg !169
    #dbg_value(i32 %41, !100, !DIExpression(), !129)
  %42 = sext i32 %41 to i64, !dbg !170
  %43 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %42, !dbg !170
  %44 = load i64, ptr %43, align 8, !dbg !170, !tbaa !147
  %45 = add nsw i32 %9, -2, !dbg !171
  %46 = sext i32 %45 to i64, !dbg !172
  %47 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %46, !dbg !172
  %48 = load i64, ptr %47, align 8, !dbg !173, !tbaa !147
  %49 = mul nsw i64 %48, %44, !dbg !173
  store i64 %49, ptr %47, align 8, !dbg !173, !tbaa !147
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

50:                                               ; preds = %7
  %51 = add nsw i32 %9, -1, !dbg !174
  %52 = sext i32 %51 to i64, !dbg !175
  %53 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %52, !dbg !175
  %54 = load i64, ptr %53, align 8, !dbg !175, !tbaa !147
  %55 = sext i32 %9 to i64, !dbg !176
  %56 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %55, !dbg !176
  store i64 %54, ptr %56, align 8, !dbg !177, !tbaa !147
  %57 = add nsw i32 %9, 1, !dbg !178
    #dbg_value(i32 %57, !100, !DIExpression(), !129)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

58:                                               ; preds = %7
  %59 = add nsw i32 %9, -1, !dbg !179
  %60 = sext i32 %59 to i64, !dbg !180
  %61 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %60, !dbg !180
  %62 = load i64, ptr %61, align 8, !dbg !180, !tbaa !147
    #dbg_value(i64 %62, !104, !DIExpression(), !181)
  %63 = add nsw i32 %9, -2, !dbg !182
  %64 = sext i32 %63 to i64, !dbg !183
  %65 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %64, !dbg !183
  %66 = load i64, ptr %65, align 8, !dbg !183, !tbaa !147
  store i64 %66, ptr %61, align 8, !dbg !184, !tbaa !147
  store i64 %62, ptr %65, align 8, !dbg !185, !tbaa !147
    #dbg_value(i32 %9, !100, !DIExpression(), !129)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

67:                                               ; preds = %7
  %68 = add nsw i32 %9, -1, !dbg !186
  %69 = sext i32 %68 to i64, !dbg !187
  %70 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %69, !dbg !187
  %71 = load i64, ptr %70, align 8, !dbg !187, !tbaa !147
  %72 = sub nsw i64 0, %71, !dbg !188
  store i64 %72, ptr %70, align 8, !dbg !189, !tbaa !147
    #dbg_value(i32 %9, !100, !DIExpression(), !129)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !150, !DIExpression(), !155)
  br label %75, !dbg !157

73:                                               ; preds = %7
  br label %75, !dbg !190

74:                                               ; preds = %7
  br label %75, !dbg !192

75:                                               ; preds = %7, %67, %58, %50, %40, %30, %20, %18, %13, %73, %74
  %76 = phi i32 [ %9, %74 ], [ %9, %73 ], [ %14, %13 ], [ %19, %18 ], [ %21, %20 ], [ %31, %30 ], [ %41, %40 ], [ %57, %50 ], [ %9, %58 ], [ %9, %67 ], [ %9, %7 ]
  %77 = phi i64 [ %10, %74 ], [ %10, %73 ], [ %17, %13 ], [ %10, %18 ], [ %10, %20 ], [ %10, %30 ], [ %10, %40 ], [ %10, %50 ], [ %10, %58 ], [ %10, %67 ], [ %10, %7 ]
  %78 = phi ptr [ @.str.18, %74 ], [ @.str.17, %73 ], [ @.str.9, %13 ], [ @.str.10, %18 ], [ @.str.11, %20 ], [ @.str.12, %30 ], [ @.str.13, %40 ], [ @.str.14, %50 ], [ @.str.15, %58 ], [ @.str.16, %67 ], [ @.str.8, %7 ], !dbg !155
  %79 = icmp eq i32 %76, 0, !dbg !193
  br i1 %79, label %85, label %80, !dbg !193

80:                                               ; preds = %75
  %81 = add nsw i32 %76, -1, !dbg !194
  %82 = sext i32 %81 to i64, !dbg !195
  %83 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %82, !dbg !195
  %84 = load i64, ptr %83, align 8, !dbg !195, !tbaa !147
  br label %85, !dbg !193

85:                                               ; preds = %75, %80
  %86 = phi i64 [ %84, %80 ], [ 0, %75 ], !dbg !193
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %78, i32 noundef %76, i64 noundef %86), !dbg !196
  %88 = add nuw nsw i64 %8, 1, !dbg !197
    #dbg_value(i32 %76, !100, !DIExpression(), !129)
    #dbg_value(i64 %88, !102, !DIExpression(), !136)
    #dbg_value(i64 %77, !101, !DIExpression(), !129)
  %89 = icmp eq i64 %88, 13, !dbg !198
  br i1 %89, label %92, label %7, !dbg !137, !llvm.loop !199

90:                                               ; preds = %120
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %121), !dbg !202
    #dbg_value(ptr @.str.3, !112, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !203
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !203
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !203
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !203
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !203
  store i32 0, ptr %2, align 16, !dbg !204, !DIAssignID !205
  store i32 0, ptr %3, align 4, !dbg !204, !DIAssignID !206
  store i32 0, ptr %4, align 8, !dbg !204, !DIAssignID !207
  store i32 0, ptr %5, align 4, !dbg !204, !DIAssignID !208
  store i32 0, ptr %6, align 16, !dbg !204, !DIAssignID !209
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !205, ptr %2, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !206, ptr %3, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !207, ptr %4, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !208, ptr %5, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !209, ptr %6, !DIExpression(), !129)
    #dbg_value(ptr @.str.3, !117, !DIExpression(), !210)
  br label %126, !dbg !211

92:                                               ; preds = %85, %120
  %93 = phi i32 [ %124, %120 ], [ -3, %85 ]
  %94 = phi i64 [ %121, %120 ], [ 0, %85 ]
    #dbg_value(i32 %93, !110, !DIExpression(), !212)
    #dbg_value(i64 %94, !109, !DIExpression(), !129)
  %95 = mul nsw i64 %94, 3, !dbg !213
    #dbg_value(i32 %93, !216, !DIExpression(), !221)
  switch i32 %93, label %118 [
    i32 0, label %96
    i32 1, label %98
    i32 2, label %100
    i32 3, label %102
    i32 4, label %104
    i32 5, label %106
    i32 6, label %120
    i32 7, label %108
    i32 8, label %110
    i32 9, label %112
    i32 10, label %114
    i32 11, label %116
  ], !dbg !223

96:                                               ; preds = %92
  %97 = add nsw i64 %95, 17, !dbg !224
    #dbg_value(i64 %97, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

98:                                               ; preds = %92
  %99 = add nsw i64 %95, 4, !dbg !224
    #dbg_value(i64 %99, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

100:                                              ; preds = %92
  %101 = add nsw i64 %95, -9, !dbg !224
    #dbg_value(i64 %101, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

102:                                              ; preds = %92
  %103 = add nsw i64 %95, 100, !dbg !224
    #dbg_value(i64 %103, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

104:                                              ; preds = %92
  %105 = add nsw i64 %95, 33, !dbg !224
    #dbg_value(i64 %105, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

106:                                              ; preds = %92
  %107 = add nsw i64 %95, 8, !dbg !224
    #dbg_value(i64 %107, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

108:                                              ; preds = %92
  %109 = add nsw i64 %95, 71, !dbg !224
    #dbg_value(i64 %109, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

110:                                              ; preds = %92
  %111 = add nsw i64 %95, 2, !dbg !224
    #dbg_value(i64 %111, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

112:                                              ; preds = %92
  %113 = add nsw i64 %95, 19, !dbg !224
    #dbg_value(i64 %113, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

114:                                              ; preds = %92
  %115 = add nsw i64 %95, -50, !dbg !224
    #dbg_value(i64 %115, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

116:                                              ; preds = %92
  %117 = add nsw i64 %95, 6, !dbg !224
    #dbg_value(i64 %117, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !227

118:                                              ; preds = %92
  %119 = add nsw i64 %95, -1, !dbg !224
    #dbg_value(i64 %119, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !216, !DIExpression(), !225)
  br label %120, !dbg !228

120:                                              ; preds = %92, %116, %114, %112, %110, %108, %106, %104, %102, %100, %98, %96, %118
  %121 = phi i64 [ %119, %118 ], [ %97, %96 ], [ %99, %98 ], [ %101, %100 ], [ %103, %102 ], [ %105, %104 ], [ %107, %106 ], [ %109, %108 ], [ %111, %110 ], [ %113, %112 ], [ %115, %114 ], [ %117, %116 ], [ %95, %92 ]
  %122 = phi i32 [ -1, %118 ], [ 17, %96 ], [ 4, %98 ], [ -9, %100 ], [ 100, %102 ], [ 33, %104 ], [ 8, %106 ], [ 71, %108 ], [ 2, %110 ], [ 19, %112 ], [ -50, %114 ], [ 6, %116 ], [ 0, %92 ], !dbg !230
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %93, i32 noundef %122), !dbg !231
  %124 = add nsw i32 %93, 1, !dbg !232
    #dbg_value(i32 %124, !110, !DIExpression(), !212)
    #dbg_value(i64 %121, !109, !DIExpression(), !129)
  %125 = icmp eq i32 %124, 16, !dbg !233
  br i1 %125, label %90, label %92, !dbg !234, !llvm.loop !235

126:                                              ; preds = %140, %90
  %127 = phi ptr [ @.str.3, %90 ], [ %144, %140 ], !dbg !237
    #dbg_value(ptr %127, !117, !DIExpression(), !210)
  %128 = load i8, ptr %127, align 1, !dbg !238, !tbaa !240
  switch i8 %128, label %139 [
    i8 0, label %129
    i8 48, label %140
    i8 49, label %140
    i8 50, label %140
    i8 51, label %140
    i8 52, label %140
    i8 53, label %140
    i8 54, label %140
    i8 55, label %140
    i8 56, label %140
    i8 57, label %140
    i8 97, label %136
    i8 101, label %136
    i8 105, label %136
    i8 111, label %136
    i8 117, label %136
    i8 32, label %137
    i8 9, label %137
    i8 10, label %137
    i8 43, label %138
    i8 45, label %138
    i8 42, label %138
    i8 47, label %138
  ], !dbg !241

129:                                              ; preds = %126
  %130 = load i32, ptr %2, align 16, !dbg !242, !tbaa !139
  %131 = load i32, ptr %3, align 4, !dbg !243, !tbaa !139
  %132 = load i32, ptr %4, align 8, !dbg !244, !tbaa !139
  %133 = load i32, ptr %5, align 4, !dbg !245, !tbaa !139
  %134 = load i32, ptr %6, align 16, !dbg !246, !tbaa !139
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130, i32 noundef %131, i32 noundef %132, i32 noundef %133, i32 noundef %134), !dbg !247
    #dbg_value(i64 0, !119, !DIExpression(), !129)
    #dbg_value(i32 0, !120, !DIExpression(), !248)
  br label %192, !dbg !249

136:                                              ; preds = %126, %126, %126, %126, %126
  br label %140, !dbg !250

137:                                              ; preds = %126, %126, %126
  br label %140, !dbg !258

138:                                              ; preds = %126, %126, %126, %126
  br label %140, !dbg !259

139:                                              ; preds = %126
  br label %140, !dbg !260

140:                                              ; preds = %126, %126, %126, %126, %126, %126, %126, %126, %126, %126, %136, %137, %138, %139
  %141 = phi ptr [ %2, %139 ], [ %6, %138 ], [ %5, %137 ], [ %4, %136 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], [ %3, %126 ], !dbg !261
  %142 = load i32, ptr %141, align 4, !dbg !262, !tbaa !139
  %143 = add nsw i32 %142, 1, !dbg !262
  store i32 %143, ptr %141, align 4, !dbg !262, !tbaa !139
  %144 = getelementptr inbounds i8, ptr %127, i64 1, !dbg !263
    #dbg_value(ptr %144, !117, !DIExpression(), !210)
  br label %126, !dbg !264, !llvm.loop !265

145:                                              ; preds = %233
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %236), !dbg !267
    #dbg_value(i32 0, !122, !DIExpression(), !268)
    #dbg_value(i32 0, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
    #dbg_value(i32 5, !124, !DIExpression(), !269)
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !270
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !270
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !270
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !270
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !270
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !270
  %153 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 1, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %160 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 2, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
    #dbg_value(i32 5, !124, !DIExpression(), !269)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 100), !dbg !270
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 101), !dbg !270
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102), !dbg !270
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 103), !dbg !270
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 104), !dbg !270
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 105), !dbg !270
  %167 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 3, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
    #dbg_value(i32 5, !124, !DIExpression(), !269)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !270
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !270
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3), !dbg !270
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4), !dbg !270
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !270
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2), !dbg !270
  %174 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 4, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 10), !dbg !270
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 20), !dbg !270
  %181 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 5, !122, !DIExpression(), !268)
    #dbg_value(i32 6, !124, !DIExpression(), !269)
    #dbg_value(i32 5, !124, !DIExpression(), !269)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 100), !dbg !270
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 101), !dbg !270
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 102), !dbg !270
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 103), !dbg !270
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 104), !dbg !270
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 105), !dbg !270
  %188 = tail call i32 @putchar(i32 10), !dbg !272
    #dbg_value(i32 6, !122, !DIExpression(), !268)
  %189 = load i64, ptr %1, align 16, !dbg !273, !tbaa !147
  %190 = trunc i64 %189 to i32, !dbg !274
  %191 = and i32 %190, 127, !dbg !274
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !275
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !275
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !275
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !275
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !275
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #4, !dbg !275
  ret i32 %191, !dbg !275

192:                                              ; preds = %129, %233
  %193 = phi i32 [ 0, %129 ], [ %237, %233 ]
  %194 = phi i64 [ 0, %129 ], [ %236, %233 ]
    #dbg_value(i32 %193, !120, !DIExpression(), !248)
    #dbg_value(i64 %194, !119, !DIExpression(), !129)
  %195 = mul nuw nsw i32 %193, 37, !dbg !276
  %196 = add nuw nsw i32 %195, 5, !dbg !278
    #dbg_value(i32 %196, !279, !DIExpression(), !283)
    #dbg_value(i32 0, !282, !DIExpression(), !283)
  %197 = and i32 %196, 15, !dbg !285
  switch i32 %197, label %232 [
    i32 0, label %233
    i32 1, label %198
    i32 2, label %200
    i32 3, label %202
    i32 4, label %206
    i32 5, label %208
    i32 6, label %210
    i32 7, label %212
    i32 8, label %214
    i32 9, label %218
    i32 10, label %220
    i32 11, label %222
    i32 12, label %224
    i32 13, label %226
    i32 14, label %228
    i32 15, label %231
  ], !dbg !286

198:                                              ; preds = %192
  %199 = sub nuw nsw i32 -5, %195, !dbg !287
    #dbg_value(i32 %199, !282, !DIExpression(), !283)
  br label %233, !dbg !289

200:                                              ; preds = %192
  %201 = mul nuw nsw i32 %196, 3, !dbg !290
    #dbg_value(i32 %201, !282, !DIExpression(), !283)
  br label %233, !dbg !291

202:                                              ; preds = %192
  %203 = trunc nuw i32 %196 to i16, !dbg !292
  %204 = udiv i16 %203, 3, !dbg !292
  %205 = zext nneg i16 %204 to i32, !dbg !292
    #dbg_value(i32 %205, !282, !DIExpression(), !283)
  br label %233, !dbg !293

206:                                              ; preds = %192
  %207 = xor i32 %196, 85, !dbg !294
    #dbg_value(i32 %207, !282, !DIExpression(), !283)
  br label %233, !dbg !295

208:                                              ; preds = %192
  %209 = sub nuw nsw i32 -6, %195, !dbg !296
    #dbg_value(i32 %209, !282, !DIExpression(), !283)
  br label %233, !dbg !297

210:                                              ; preds = %192
  %211 = shl nuw nsw i32 %196, 2, !dbg !298
    #dbg_value(i32 %211, !282, !DIExpression(), !283)
  br label %233, !dbg !299

212:                                              ; preds = %192
  %213 = lshr i32 %196, 1, !dbg !300
    #dbg_value(i32 %213, !282, !DIExpression(), !283)
  br label %233, !dbg !301

214:                                              ; preds = %192
  %215 = trunc nuw i32 %196 to i16, !dbg !302
  %216 = urem i16 %215, 7, !dbg !302
  %217 = zext nneg i16 %216 to i32, !dbg !302
    #dbg_value(i32 %217, !282, !DIExpression(), !283)
  br label %233, !dbg !303

218:                                              ; preds = %192
  %219 = sub nuw nsw i32 -5, %195, !dbg !304
    #dbg_value(i32 %219, !282, !DIExpression(), !283)
  br label %233, !dbg !305

220:                                              ; preds = %192
  %221 = or i32 %196, 256, !dbg !306
    #dbg_value(i32 %221, !282, !DIExpression(), !283)
  br label %233, !dbg !307

222:                                              ; preds = %192
  %223 = and i32 %196, 240, !dbg !308
    #dbg_value(i32 %223, !282, !DIExpression(), !283)
  br label %233, !dbg !309

224:                                              ; preds = %192
  %225 = add nuw nsw i32 %195, 1005, !dbg !310
    #dbg_value(i32 %225, !282, !DIExpression(), !283)
  br label %233, !dbg !311

226:                                              ; preds = %192
  %227 = add nsw i32 %195, -995, !dbg !312
    #dbg_value(i32 %227, !282, !DIExpression(), !283)
  br label %233, !dbg !313

228:                                              ; preds = %192
  %229 = mul nuw nsw i32 %196, 7, !dbg !314
  %230 = and i32 %229, 255, !dbg !315
    #dbg_value(i32 %230, !282, !DIExpression(), !283)
  br label %233, !dbg !316

231:                                              ; preds = %192
    #dbg_value(i32 42, !282, !DIExpression(), !283)
  br label %233, !dbg !317

232:                                              ; preds = %192
  unreachable

233:                                              ; preds = %192, %198, %200, %202, %206, %208, %210, %212, %214, %218, %220, %222, %224, %226, %228, %231
  %234 = phi i32 [ 42, %231 ], [ %230, %228 ], [ %227, %226 ], [ %225, %224 ], [ %223, %222 ], [ %221, %220 ], [ %219, %218 ], [ %217, %214 ], [ %213, %212 ], [ %211, %210 ], [ %209, %208 ], [ %207, %206 ], [ %205, %202 ], [ %201, %200 ], [ %199, %198 ], [ %196, %192 ], !dbg !318
    #dbg_value(i32 %234, !282, !DIExpression(), !283)
  %235 = sext i32 %234 to i64, !dbg !319
  %236 = add nsw i64 %194, %235, !dbg !320
    #dbg_value(i64 %236, !119, !DIExpression(), !129)
  %237 = add nuw nsw i32 %193, 1, !dbg !321
    #dbg_value(i32 %237, !120, !DIExpression(), !248)
  %238 = icmp eq i32 %237, 200, !dbg !322
  br i1 %238, label %145, label %192, !dbg !249, !llvm.loop !323
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !325 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 117, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "switch_dense.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "6794660860bb5563f25436d8949e842c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 122, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 15)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 125, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 52)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 134, type: !9, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 5)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !31, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !31, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !31, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !31, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !31, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !38, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !31, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !38, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !63, retainedTypes: !77, globals: !79, splitDebugInlining: false, nameTableKind: None)
!63 = !{!64}
!64 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "op", file: !2, line: 5, baseType: !65, size: 32, elements: !66)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !75, !76}
!67 = !DIEnumerator(name: "NOP", value: 0)
!68 = !DIEnumerator(name: "PUSH", value: 1)
!69 = !DIEnumerator(name: "POP", value: 2)
!70 = !DIEnumerator(name: "ADD", value: 3)
!71 = !DIEnumerator(name: "SUB", value: 4)
!72 = !DIEnumerator(name: "MUL", value: 5)
!73 = !DIEnumerator(name: "DUP", value: 6)
!74 = !DIEnumerator(name: "SWAP", value: 7)
!75 = !DIEnumerator(name: "NEG", value: 8)
!76 = !DIEnumerator(name: "HALT", value: 9)
!77 = !{!78}
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !{!0, !7, !12, !17, !22, !27, !29, !80, !34, !36, !41, !43, !45, !47, !49, !51, !53, !55, !57}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !59, isLocal: true, isDefinition: true)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !91, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !92)
!91 = !DISubroutineType(types: !77)
!92 = !{!93, !95, !100, !101, !102, !104, !109, !110, !112, !115, !117, !119, !120, !122, !124}
!93 = !DILocalVariable(name: "prog", scope: !90, file: !2, line: 100, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 448, elements: !10)
!95 = !DILocalVariable(name: "stack", scope: !90, file: !2, line: 101, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 1024, elements: !98)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !{!99}
!99 = !DISubrange(count: 16)
!100 = !DILocalVariable(name: "sp", scope: !90, file: !2, line: 102, type: !78)
!101 = !DILocalVariable(name: "next", scope: !90, file: !2, line: 103, type: !97)
!102 = !DILocalVariable(name: "pc", scope: !103, file: !2, line: 104, type: !78)
!103 = distinct !DILexicalBlock(scope: !90, file: !2, line: 104, column: 5)
!104 = !DILocalVariable(name: "t", scope: !105, file: !2, line: 113, type: !97)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 113, column: 20)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 105, column: 27)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 104, column: 46)
!108 = distinct !DILexicalBlock(scope: !103, file: !2, line: 104, column: 5)
!109 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 119, type: !97)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 120, type: !78)
!111 = distinct !DILexicalBlock(scope: !90, file: !2, line: 120, column: 5)
!112 = !DILocalVariable(name: "text", scope: !90, file: !2, line: 125, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DILocalVariable(name: "counts", scope: !90, file: !2, line: 126, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 160, elements: !39)
!117 = !DILocalVariable(name: "p", scope: !118, file: !2, line: 127, type: !113)
!118 = distinct !DILexicalBlock(scope: !90, file: !2, line: 127, column: 5)
!119 = !DILocalVariable(name: "w", scope: !90, file: !2, line: 131, type: !97)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 132, type: !78)
!121 = distinct !DILexicalBlock(scope: !90, file: !2, line: 132, column: 5)
!122 = !DILocalVariable(name: "a", scope: !123, file: !2, line: 135, type: !78)
!123 = distinct !DILexicalBlock(scope: !90, file: !2, line: 135, column: 5)
!124 = !DILocalVariable(name: "b", scope: !125, file: !2, line: 136, type: !78)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 136, column: 9)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 135, column: 33)
!127 = distinct !DILexicalBlock(scope: !123, file: !2, line: 135, column: 5)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !90)
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = distinct !DIAssignID()
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 101, column: 5, scope: !90)
!136 = !DILocation(line: 0, scope: !103)
!137 = !DILocation(line: 104, column: 5, scope: !103)
!138 = !DILocation(line: 104, column: 22, scope: !108)
!139 = !{!140, !140, i64 0}
!140 = !{!"int", !141, i64 0}
!141 = !{!"omnipotent char", !142, i64 0}
!142 = !{!"Simple C/C++ TBAA"}
!143 = !DILocation(line: 105, column: 9, scope: !107)
!144 = !DILocation(line: 107, column: 28, scope: !106)
!145 = !DILocation(line: 107, column: 20, scope: !106)
!146 = !DILocation(line: 107, column: 32, scope: !106)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !141, i64 0}
!149 = !DILocation(line: 107, column: 45, scope: !106)
!150 = !DILocalVariable(name: "o", arg: 1, scope: !151, file: !2, line: 7, type: !64)
!151 = distinct !DISubprogram(name: "op_name", scope: !2, file: !2, line: 7, type: !152, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!113, !64}
!154 = !{!150}
!155 = !DILocation(line: 0, scope: !151, inlinedAt: !156)
!156 = distinct !DILocation(line: 117, column: 40, scope: !107)
!157 = !DILocation(line: 8, column: 5, scope: !151, inlinedAt: !156)
!158 = !DILocation(line: 108, column: 21, scope: !106)
!159 = !DILocation(line: 109, column: 21, scope: !106)
!160 = !DILocation(line: 109, column: 42, scope: !106)
!161 = !DILocation(line: 109, column: 34, scope: !106)
!162 = !DILocation(line: 109, column: 25, scope: !106)
!163 = !DILocation(line: 109, column: 39, scope: !106)
!164 = !DILocation(line: 110, column: 21, scope: !106)
!165 = !DILocation(line: 110, column: 42, scope: !106)
!166 = !DILocation(line: 110, column: 34, scope: !106)
!167 = !DILocation(line: 110, column: 25, scope: !106)
!168 = !DILocation(line: 110, column: 39, scope: !106)
!169 = !DILocation(line: 111, column: 21, scope: !106)
!170 = !DILocation(line: 111, column: 42, scope: !106)
!171 = !DILocation(line: 111, column: 34, scope: !106)
!172 = !DILocation(line: 111, column: 25, scope: !106)
!173 = !DILocation(line: 111, column: 39, scope: !106)
!174 = !DILocation(line: 112, column: 40, scope: !106)
!175 = !DILocation(line: 112, column: 31, scope: !106)
!176 = !DILocation(line: 112, column: 19, scope: !106)
!177 = !DILocation(line: 112, column: 29, scope: !106)
!178 = !DILocation(line: 112, column: 48, scope: !106)
!179 = !DILocation(line: 113, column: 40, scope: !105)
!180 = !DILocation(line: 113, column: 31, scope: !105)
!181 = !DILocation(line: 0, scope: !105)
!182 = !DILocation(line: 113, column: 71, scope: !105)
!183 = !DILocation(line: 113, column: 62, scope: !105)
!184 = !DILocation(line: 113, column: 60, scope: !105)
!185 = !DILocation(line: 113, column: 91, scope: !105)
!186 = !DILocation(line: 114, column: 45, scope: !106)
!187 = !DILocation(line: 114, column: 36, scope: !106)
!188 = !DILocation(line: 114, column: 35, scope: !106)
!189 = !DILocation(line: 114, column: 33, scope: !106)
!190 = !DILocation(line: 18, column: 16, scope: !191, inlinedAt: !156)
!191 = distinct !DILexicalBlock(scope: !151, file: !2, line: 8, column: 16)
!192 = !DILocation(line: 20, column: 5, scope: !151, inlinedAt: !156)
!193 = !DILocation(line: 117, column: 63, scope: !107)
!194 = !DILocation(line: 117, column: 77, scope: !107)
!195 = !DILocation(line: 117, column: 68, scope: !107)
!196 = !DILocation(line: 117, column: 9, scope: !107)
!197 = !DILocation(line: 104, column: 42, scope: !108)
!198 = !DILocation(line: 104, column: 31, scope: !108)
!199 = distinct !{!199, !137, !200, !201}
!200 = !DILocation(line: 118, column: 5, scope: !103)
!201 = !{!"llvm.loop.mustprogress"}
!202 = !DILocation(line: 124, column: 5, scope: !90)
!203 = !DILocation(line: 126, column: 5, scope: !90)
!204 = !DILocation(line: 126, column: 9, scope: !90)
!205 = distinct !DIAssignID()
!206 = distinct !DIAssignID()
!207 = distinct !DIAssignID()
!208 = distinct !DIAssignID()
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !118)
!211 = !DILocation(line: 127, column: 10, scope: !118)
!212 = !DILocation(line: 0, scope: !111)
!213 = !DILocation(line: 121, column: 15, scope: !214)
!214 = distinct !DILexicalBlock(scope: !215, file: !2, line: 120, column: 35)
!215 = distinct !DILexicalBlock(scope: !111, file: !2, line: 120, column: 5)
!216 = !DILocalVariable(name: "x", arg: 1, scope: !217, file: !2, line: 23, type: !78)
!217 = distinct !DISubprogram(name: "dense", scope: !2, file: !2, line: 23, type: !218, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !220)
!218 = !DISubroutineType(types: !219)
!219 = !{!78, !78}
!220 = !{!216}
!221 = !DILocation(line: 0, scope: !217, inlinedAt: !222)
!222 = distinct !DILocation(line: 121, column: 21, scope: !214)
!223 = !DILocation(line: 24, column: 5, scope: !217, inlinedAt: !222)
!224 = !DILocation(line: 121, column: 19, scope: !214)
!225 = !DILocation(line: 0, scope: !217, inlinedAt: !226)
!226 = distinct !DILocation(line: 122, column: 37, scope: !214)
!227 = !DILocation(line: 24, column: 5, scope: !217, inlinedAt: !226)
!228 = !DILocation(line: 30, column: 14, scope: !229, inlinedAt: !226)
!229 = distinct !DILexicalBlock(scope: !217, file: !2, line: 24, column: 16)
!230 = !DILocation(line: 0, scope: !229, inlinedAt: !226)
!231 = !DILocation(line: 122, column: 9, scope: !214)
!232 = !DILocation(line: 120, column: 31, scope: !215)
!233 = !DILocation(line: 120, column: 24, scope: !215)
!234 = !DILocation(line: 120, column: 5, scope: !111)
!235 = distinct !{!235, !234, !236, !201}
!236 = !DILocation(line: 123, column: 5, scope: !111)
!237 = !DILocation(line: 127, scope: !118)
!238 = !DILocation(line: 127, column: 32, scope: !239)
!239 = distinct !DILexicalBlock(scope: !118, file: !2, line: 127, column: 5)
!240 = !{!141, !141, i64 0}
!241 = !DILocation(line: 127, column: 5, scope: !118)
!242 = !DILocation(line: 129, column: 68, scope: !90)
!243 = !DILocation(line: 129, column: 79, scope: !90)
!244 = !DILocation(line: 130, column: 12, scope: !90)
!245 = !DILocation(line: 130, column: 23, scope: !90)
!246 = !DILocation(line: 130, column: 34, scope: !90)
!247 = !DILocation(line: 129, column: 5, scope: !90)
!248 = !DILocation(line: 0, scope: !121)
!249 = !DILocation(line: 132, column: 5, scope: !121)
!250 = !DILocation(line: 47, column: 9, scope: !251, inlinedAt: !257)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 42, column: 16)
!252 = distinct !DISubprogram(name: "char_class", scope: !2, file: !2, line: 41, type: !253, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !255)
!253 = !DISubroutineType(types: !254)
!254 = !{!78, !4}
!255 = !{!256}
!256 = !DILocalVariable(name: "c", arg: 1, scope: !252, file: !2, line: 41, type: !4)
!257 = distinct !DILocation(line: 128, column: 16, scope: !239)
!258 = !DILocation(line: 49, column: 9, scope: !251, inlinedAt: !257)
!259 = !DILocation(line: 51, column: 9, scope: !251, inlinedAt: !257)
!260 = !DILocation(line: 53, column: 9, scope: !251, inlinedAt: !257)
!261 = !DILocation(line: 0, scope: !251, inlinedAt: !257)
!262 = !DILocation(line: 128, column: 31, scope: !239)
!263 = !DILocation(line: 127, column: 37, scope: !239)
!264 = !DILocation(line: 127, column: 5, scope: !239)
!265 = distinct !{!265, !241, !266, !201}
!266 = !DILocation(line: 128, column: 31, scope: !118)
!267 = !DILocation(line: 134, column: 5, scope: !90)
!268 = !DILocation(line: 0, scope: !123)
!269 = !DILocation(line: 0, scope: !125)
!270 = !DILocation(line: 137, column: 13, scope: !271)
!271 = distinct !DILexicalBlock(scope: !125, file: !2, line: 136, column: 9)
!272 = !DILocation(line: 138, column: 9, scope: !126)
!273 = !DILocation(line: 140, column: 18, scope: !90)
!274 = !DILocation(line: 140, column: 12, scope: !90)
!275 = !DILocation(line: 141, column: 1, scope: !90)
!276 = !DILocation(line: 133, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !121, file: !2, line: 132, column: 5)
!278 = !DILocation(line: 133, column: 26, scope: !277)
!279 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !2, line: 57, type: !78)
!280 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 57, type: !218, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !281)
!281 = !{!279, !282}
!282 = !DILocalVariable(name: "r", scope: !280, file: !2, line: 58, type: !78)
!283 = !DILocation(line: 0, scope: !280, inlinedAt: !284)
!284 = distinct !DILocation(line: 133, column: 14, scope: !277)
!285 = !DILocation(line: 59, column: 15, scope: !280, inlinedAt: !284)
!286 = !DILocation(line: 59, column: 5, scope: !280, inlinedAt: !284)
!287 = !DILocation(line: 61, column: 15, scope: !288, inlinedAt: !284)
!288 = distinct !DILexicalBlock(scope: !280, file: !2, line: 59, column: 21)
!289 = !DILocation(line: 61, column: 21, scope: !288, inlinedAt: !284)
!290 = !DILocation(line: 62, column: 19, scope: !288, inlinedAt: !284)
!291 = !DILocation(line: 62, column: 24, scope: !288, inlinedAt: !284)
!292 = !DILocation(line: 63, column: 19, scope: !288, inlinedAt: !284)
!293 = !DILocation(line: 63, column: 24, scope: !288, inlinedAt: !284)
!294 = !DILocation(line: 64, column: 19, scope: !288, inlinedAt: !284)
!295 = !DILocation(line: 64, column: 27, scope: !288, inlinedAt: !284)
!296 = !DILocation(line: 65, column: 17, scope: !288, inlinedAt: !284)
!297 = !DILocation(line: 65, column: 21, scope: !288, inlinedAt: !284)
!298 = !DILocation(line: 66, column: 19, scope: !288, inlinedAt: !284)
!299 = !DILocation(line: 66, column: 25, scope: !288, inlinedAt: !284)
!300 = !DILocation(line: 67, column: 19, scope: !288, inlinedAt: !284)
!301 = !DILocation(line: 67, column: 25, scope: !288, inlinedAt: !284)
!302 = !DILocation(line: 68, column: 19, scope: !288, inlinedAt: !284)
!303 = !DILocation(line: 68, column: 24, scope: !288, inlinedAt: !284)
!304 = !DILocation(line: 69, column: 17, scope: !288, inlinedAt: !284)
!305 = !DILocation(line: 69, column: 21, scope: !288, inlinedAt: !284)
!306 = !DILocation(line: 70, column: 20, scope: !288, inlinedAt: !284)
!307 = !DILocation(line: 70, column: 29, scope: !288, inlinedAt: !284)
!308 = !DILocation(line: 71, column: 20, scope: !288, inlinedAt: !284)
!309 = !DILocation(line: 71, column: 28, scope: !288, inlinedAt: !284)
!310 = !DILocation(line: 72, column: 20, scope: !288, inlinedAt: !284)
!311 = !DILocation(line: 72, column: 28, scope: !288, inlinedAt: !284)
!312 = !DILocation(line: 73, column: 20, scope: !288, inlinedAt: !284)
!313 = !DILocation(line: 73, column: 28, scope: !288, inlinedAt: !284)
!314 = !DILocation(line: 74, column: 21, scope: !288, inlinedAt: !284)
!315 = !DILocation(line: 74, column: 26, scope: !288, inlinedAt: !284)
!316 = !DILocation(line: 74, column: 34, scope: !288, inlinedAt: !284)
!317 = !DILocation(line: 75, column: 22, scope: !288, inlinedAt: !284)
!318 = !DILocation(line: 0, scope: !288, inlinedAt: !284)
!319 = !DILocation(line: 133, column: 14, scope: !277)
!320 = !DILocation(line: 133, column: 11, scope: !277)
!321 = !DILocation(line: 132, column: 31, scope: !277)
!322 = !DILocation(line: 132, column: 23, scope: !277)
!323 = distinct !{!323, !249, !324, !201}
!324 = !DILocation(line: 133, column: 29, scope: !121)
!325 = !DISubprogram(name: "printf", scope: !326, file: !326, line: 356, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!327 = !DISubroutineType(types: !328)
!328 = !{!78, !329, null}
!329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
