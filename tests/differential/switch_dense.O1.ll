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
@switch.table.main.rel = private unnamed_addr constant [10 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @switch.table.main.rel to i64)) to i32)], align 4
@switch.table.main.19 = private unnamed_addr constant [12 x i64] [i64 17, i64 4, i64 -9, i64 100, i64 33, i64 8, i64 0, i64 71, i64 2, i64 19, i64 -50, i64 6], align 8
@switch.table.main.20 = private unnamed_addr constant [12 x i32] [i32 17, i32 4, i32 -9, i32 100, i32 33, i32 8, i32 0, i32 71, i32 2, i32 19, i32 -50, i32 6], align 4

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
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #5, !dbg !135
    #dbg_value(i32 0, !100, !DIExpression(), !129)
    #dbg_value(i64 3, !101, !DIExpression(), !129)
    #dbg_value(i32 0, !102, !DIExpression(), !136)
  br label %7, !dbg !137

7:                                                ; preds = %0, %85
  %8 = phi i64 [ 0, %0 ], [ %88, %85 ]
  %9 = phi i32 [ 0, %0 ], [ %75, %85 ]
  %10 = phi i64 [ 3, %0 ], [ %74, %85 ]
    #dbg_value(i32 %9, !100, !DIExpression(), !129)
    #dbg_value(i64 %8, !102, !DIExpression(), !136)
    #dbg_value(i64 %10, !101, !DIExpression(), !129)
  %11 = getelementptr inbounds [14 x i32], ptr @__const.main.prog, i64 0, i64 %8, !dbg !138
  %12 = load i32, ptr %11, align 4, !dbg !138, !tbaa !139
  switch i32 %12, label %73 [
    i32 8, label %67
    i32 1, label %13
    i32 2, label %18
    i32 3, label %20
    i32 4, label %30
    i32 5, label %40
    i32 6, label %50
    i32 7, label %58
  ], !dbg !143

13:                                               ; preds = %7
  %14 = add nsw i32 %9, 1, !dbg !144
    #dbg_value(i32 %14, !100, !DIExpression(), !129)
  %15 = sext i32 %9 to i64, !dbg !145
  %16 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %15, !dbg !145
  store i64 %10, ptr %16, align 8, !dbg !146, !tbaa !147
  %17 = add nsw i64 %10, 4, !dbg !149
    #dbg_value(i64 %17, !101, !DIExpression(), !129)
  br label %73, !dbg !150

18:                                               ; preds = %7
  %19 = add nsw i32 %9, -1, !dbg !151
    #dbg_value(i32 %19, !100, !DIExpression(), !129)
  br label %73, !dbg !152

20:                                               ; preds = %7
  %21 = add nsw i32 %9, -1, !dbg !153
    #dbg_value(i32 %21, !100, !DIExpression(), !129)
  %22 = sext i32 %21 to i64, !dbg !154
  %23 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %22, !dbg !154
  %24 = load i64, ptr %23, align 8, !dbg !154, !tbaa !147
  %25 = add nsw i32 %9, -2, !dbg !155
  %26 = sext i32 %25 to i64, !dbg !156
  %27 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %26, !dbg !156
  %28 = load i64, ptr %27, align 8, !dbg !157, !tbaa !147
  %29 = add nsw i64 %28, %24, !dbg !157
  store i64 %29, ptr %27, align 8, !dbg !157, !tbaa !147
  br label %73, !dbg !158

30:                                               ; preds = %7
  %31 = add nsw i32 %9, -1, !dbg !159
    #dbg_value(i32 %31, !100, !DIExpression(), !129)
  %32 = sext i32 %31 to i64, !dbg !160
  %33 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %32, !dbg !160
  %34 = load i64, ptr %33, align 8, !dbg !160, !tbaa !147
  %35 = add nsw i32 %9, -2, !dbg !161
  %36 = sext i32 %35 to i64, !dbg !162
  %37 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %36, !dbg !162
  %38 = load i64, ptr %37, align 8, !dbg !163, !tbaa !147
  %39 = sub nsw i64 %38, %34, !dbg !163
  store i64 %39, ptr %37, align 8, !dbg !163, !tbaa !147
  br label %73, !dbg !164

40:                                               ; preds = %7
  %41 = add nsw i32 %9, -1, !dbg !165
    #dbg_value(i32 %41, !100, !DIExpression(), !129)
  %42 = sext i32 %41 to i64, !dbg !166
  %43 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %42, !dbg !166
  %44 = load i64, ptr %43, align 8, !dbg !166, !tbaa !147
  %45 = add nsw i32 %9, -2, !dbg !167
  %46 = sext i32 %45 to i64, !dbg !168
  %47 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %46, !dbg !168
  %48 = load i64, ptr %47, align 8, !dbg !169, !tbaa !147
  %49 = mul nsw i64 %48, %44, !dbg !169
  store i64 %49, ptr %47, align 8, !dbg !169, !tbaa !147
  br label %73, !dbg !170

50:                                               ; preds = %7
  %51 = add nsw i32 %9, -1, !dbg !171
  %52 = sext i32 %51 to i64, !dbg !172
  %53 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %52, !dbg !172
  %54 = load i64, ptr %53, align 8, !dbg !172, !tbaa !147
  %55 = sext i32 %9 to i64, !dbg !173
  %56 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %55, !dbg !173
  store i64 %54, ptr %56, align 8, !dbg !174, !tbaa !147
  %57 = add nsw i32 %9, 1, !dbg !175
    #dbg_value(i32 %57, !100, !DIExpression(), !129)
  br label %73, !dbg !176

58:                                               ; preds = %7
  %59 = add nsw i32 %9, -1, !dbg !177
  %60 = sext i32 %59 to i64, !dbg !178
  %61 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %60, !dbg !178
  %62 = load i64, ptr %61, align 8, !dbg !178, !tbaa !147
    #dbg_value(i64 %62, !104, !DIExpression(), !179)
  %63 = add nsw i32 %9, -2, !dbg !180
  %64 = sext i32 %63 to i64, !dbg !181
  %65 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %64, !dbg !181
  %66 = load i64, ptr %65, align 8, !dbg !181, !tbaa !147
  store i64 %66, ptr %61, align 8, !dbg !182, !tbaa !147
  store i64 %62, ptr %65, align 8, !dbg !183, !tbaa !147
  br label %73, !dbg !184

67:                                               ; preds = %7
  %68 = add nsw i32 %9, -1, !dbg !185
  %69 = sext i32 %68 to i64, !dbg !186
  %70 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %69, !dbg !186
  %71 = load i64, ptr %70, align 8, !dbg !186, !tbaa !147
  %72 = sub nsw i64 0, %71, !dbg !187
  store i64 %72, ptr %70, align 8, !dbg !188, !tbaa !147
  br label %73, !dbg !189

73:                                               ; preds = %13, %18, %20, %30, %40, %50, %58, %67, %7
  %74 = phi i64 [ %10, %7 ], [ %10, %58 ], [ %10, %50 ], [ %10, %40 ], [ %10, %30 ], [ %10, %20 ], [ %10, %18 ], [ %17, %13 ], [ %10, %67 ], !dbg !129
  %75 = phi i32 [ %9, %7 ], [ %9, %58 ], [ %57, %50 ], [ %41, %40 ], [ %31, %30 ], [ %21, %20 ], [ %19, %18 ], [ %14, %13 ], [ %9, %67 ], !dbg !129
    #dbg_value(i32 %75, !100, !DIExpression(), !129)
    #dbg_value(i64 %74, !101, !DIExpression(), !129)
    #dbg_value(i32 %12, !190, !DIExpression(), !195)
  %76 = sext i32 %12 to i64, !dbg !197
  %77 = shl i64 %76, 2, !dbg !197
  %78 = call ptr @llvm.load.relative.i64(ptr @switch.table.main.rel, i64 %77), !dbg !197
  %79 = icmp eq i32 %75, 0, !dbg !198
  br i1 %79, label %85, label %80, !dbg !198

80:                                               ; preds = %73
  %81 = add nsw i32 %75, -1, !dbg !199
  %82 = sext i32 %81 to i64, !dbg !200
  %83 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %82, !dbg !200
  %84 = load i64, ptr %83, align 8, !dbg !200, !tbaa !147
  br label %85, !dbg !198

85:                                               ; preds = %73, %80
  %86 = phi i64 [ %84, %80 ], [ 0, %73 ], !dbg !198
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %78, i32 noundef %75, i64 noundef %86), !dbg !201
  %88 = add nuw nsw i64 %8, 1, !dbg !202
    #dbg_value(i32 %75, !100, !DIExpression(), !129)
    #dbg_value(i64 %88, !102, !DIExpression(), !136)
    #dbg_value(i64 %74, !101, !DIExpression(), !129)
  %89 = icmp eq i64 %88, 13, !dbg !203
  br i1 %89, label %92, label %7, !dbg !137, !llvm.loop !204

90:                                               ; preds = %109
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %103), !dbg !208
    #dbg_value(ptr @.str.3, !112, !DIExpression(), !129)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !209
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !209
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !209
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !209
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !209
  store i32 0, ptr %2, align 16, !dbg !210, !DIAssignID !211
  store i32 0, ptr %3, align 4, !dbg !210, !DIAssignID !212
  store i32 0, ptr %4, align 8, !dbg !210, !DIAssignID !213
  store i32 0, ptr %5, align 4, !dbg !210, !DIAssignID !214
  store i32 0, ptr %6, align 16, !dbg !210, !DIAssignID !215
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !211, ptr %2, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !212, ptr %3, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !213, ptr %4, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !214, ptr %5, !DIExpression(), !129)
    #dbg_assign(i32 0, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !215, ptr %6, !DIExpression(), !129)
    #dbg_value(ptr @.str.3, !117, !DIExpression(), !216)
  br label %114, !dbg !217

92:                                               ; preds = %85, %109
  %93 = phi i32 [ %112, %109 ], [ -3, %85 ]
  %94 = phi i64 [ %103, %109 ], [ 0, %85 ]
    #dbg_value(i32 %93, !110, !DIExpression(), !218)
    #dbg_value(i64 %94, !109, !DIExpression(), !129)
  %95 = mul nsw i64 %94, 3, !dbg !219
    #dbg_value(i32 %93, !222, !DIExpression(), !227)
  %96 = icmp ult i32 %93, 12, !dbg !229
  br i1 %96, label %97, label %101, !dbg !229

97:                                               ; preds = %92
  %98 = zext nneg i32 %93 to i64, !dbg !229
  %99 = getelementptr inbounds [12 x i64], ptr @switch.table.main.19, i64 0, i64 %98, !dbg !229
  %100 = load i64, ptr %99, align 8, !dbg !229
  br label %101, !dbg !229

101:                                              ; preds = %92, %97
  %102 = phi i64 [ %100, %97 ], [ -1, %92 ], !dbg !230
  %103 = add nsw i64 %102, %95, !dbg !232
    #dbg_value(i64 %103, !109, !DIExpression(), !129)
    #dbg_value(i32 %93, !222, !DIExpression(), !233)
  %104 = icmp ult i32 %93, 12, !dbg !235
  br i1 %104, label %105, label %109, !dbg !235

105:                                              ; preds = %101
  %106 = zext nneg i32 %93 to i64, !dbg !235
  %107 = getelementptr inbounds [12 x i32], ptr @switch.table.main.20, i64 0, i64 %106, !dbg !235
  %108 = load i32, ptr %107, align 4, !dbg !235
  br label %109, !dbg !235

109:                                              ; preds = %101, %105
  %110 = phi i32 [ %108, %105 ], [ -1, %101 ], !dbg !236
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %93, i32 noundef %110), !dbg !237
  %112 = add nsw i32 %93, 1, !dbg !238
    #dbg_value(i32 %112, !110, !DIExpression(), !218)
    #dbg_value(i64 %103, !109, !DIExpression(), !129)
  %113 = icmp eq i32 %112, 16, !dbg !239
  br i1 %113, label %90, label %92, !dbg !240, !llvm.loop !241

114:                                              ; preds = %128, %90
  %115 = phi ptr [ @.str.3, %90 ], [ %132, %128 ], !dbg !243
    #dbg_value(ptr %115, !117, !DIExpression(), !216)
  %116 = load i8, ptr %115, align 1, !dbg !244, !tbaa !246
  switch i8 %116, label %127 [
    i8 0, label %117
    i8 48, label %128
    i8 49, label %128
    i8 50, label %128
    i8 51, label %128
    i8 52, label %128
    i8 53, label %128
    i8 54, label %128
    i8 55, label %128
    i8 56, label %128
    i8 57, label %128
    i8 97, label %124
    i8 101, label %124
    i8 105, label %124
    i8 111, label %124
    i8 117, label %124
    i8 32, label %125
    i8 9, label %125
    i8 10, label %125
    i8 43, label %126
    i8 45, label %126
    i8 42, label %126
    i8 47, label %126
  ], !dbg !247

117:                                              ; preds = %114
  %118 = load i32, ptr %2, align 16, !dbg !248, !tbaa !139
  %119 = load i32, ptr %3, align 4, !dbg !249, !tbaa !139
  %120 = load i32, ptr %4, align 8, !dbg !250, !tbaa !139
  %121 = load i32, ptr %5, align 4, !dbg !251, !tbaa !139
  %122 = load i32, ptr %6, align 16, !dbg !252, !tbaa !139
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118, i32 noundef %119, i32 noundef %120, i32 noundef %121, i32 noundef %122), !dbg !253
    #dbg_value(i64 0, !119, !DIExpression(), !129)
    #dbg_value(i32 0, !120, !DIExpression(), !254)
  br label %135, !dbg !255

124:                                              ; preds = %114, %114, %114, %114, %114
  br label %128, !dbg !256

125:                                              ; preds = %114, %114, %114
  br label %128, !dbg !264

126:                                              ; preds = %114, %114, %114, %114
  br label %128, !dbg !265

127:                                              ; preds = %114
  br label %128, !dbg !266

128:                                              ; preds = %114, %114, %114, %114, %114, %114, %114, %114, %114, %114, %124, %125, %126, %127
  %129 = phi ptr [ %2, %127 ], [ %6, %126 ], [ %5, %125 ], [ %4, %124 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], [ %3, %114 ], !dbg !267
  %130 = load i32, ptr %129, align 4, !dbg !268, !tbaa !139
  %131 = add nsw i32 %130, 1, !dbg !268
  store i32 %131, ptr %129, align 4, !dbg !268, !tbaa !139
  %132 = getelementptr inbounds i8, ptr %115, i64 1, !dbg !269
    #dbg_value(ptr %132, !117, !DIExpression(), !216)
  br label %114, !dbg !270, !llvm.loop !271

133:                                              ; preds = %172
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %175), !dbg !273
    #dbg_value(i32 0, !122, !DIExpression(), !274)
  br label %178, !dbg !275

135:                                              ; preds = %117, %172
  %136 = phi i32 [ 0, %117 ], [ %176, %172 ]
  %137 = phi i64 [ 0, %117 ], [ %175, %172 ]
    #dbg_value(i32 %136, !120, !DIExpression(), !254)
    #dbg_value(i64 %137, !119, !DIExpression(), !129)
  %138 = mul nuw nsw i32 %136, 37, !dbg !276
  %139 = add nuw nsw i32 %138, 5, !dbg !278
    #dbg_value(i32 %139, !279, !DIExpression(), !283)
    #dbg_value(i32 0, !282, !DIExpression(), !283)
  %140 = and i32 %139, 15, !dbg !285
  switch i32 %140, label %171 [
    i32 0, label %172
    i32 1, label %141
    i32 2, label %143
    i32 3, label %145
    i32 4, label %147
    i32 5, label %149
    i32 6, label %151
    i32 7, label %153
    i32 8, label %155
    i32 9, label %157
    i32 10, label %159
    i32 11, label %161
    i32 12, label %163
    i32 13, label %165
    i32 14, label %167
    i32 15, label %170
  ], !dbg !286

141:                                              ; preds = %135
  %142 = sub nuw nsw i32 -5, %138, !dbg !287
    #dbg_value(i32 %142, !282, !DIExpression(), !283)
  br label %172, !dbg !289

143:                                              ; preds = %135
  %144 = mul nuw nsw i32 %139, 3, !dbg !290
    #dbg_value(i32 %144, !282, !DIExpression(), !283)
  br label %172, !dbg !291

145:                                              ; preds = %135
  %146 = udiv i32 %139, 3, !dbg !292
    #dbg_value(i32 %146, !282, !DIExpression(), !283)
  br label %172, !dbg !293

147:                                              ; preds = %135
  %148 = xor i32 %139, 85, !dbg !294
    #dbg_value(i32 %148, !282, !DIExpression(), !283)
  br label %172, !dbg !295

149:                                              ; preds = %135
  %150 = sub nuw nsw i32 -6, %138, !dbg !296
    #dbg_value(i32 %150, !282, !DIExpression(), !283)
  br label %172, !dbg !297

151:                                              ; preds = %135
  %152 = shl nuw nsw i32 %139, 2, !dbg !298
    #dbg_value(i32 %152, !282, !DIExpression(), !283)
  br label %172, !dbg !299

153:                                              ; preds = %135
  %154 = lshr i32 %139, 1, !dbg !300
    #dbg_value(i32 %154, !282, !DIExpression(), !283)
  br label %172, !dbg !301

155:                                              ; preds = %135
  %156 = urem i32 %139, 7, !dbg !302
    #dbg_value(i32 %156, !282, !DIExpression(), !283)
  br label %172, !dbg !303

157:                                              ; preds = %135
  %158 = sub nuw nsw i32 -5, %138, !dbg !304
    #dbg_value(i32 %158, !282, !DIExpression(), !283)
  br label %172, !dbg !305

159:                                              ; preds = %135
  %160 = or i32 %139, 256, !dbg !306
    #dbg_value(i32 %160, !282, !DIExpression(), !283)
  br label %172, !dbg !307

161:                                              ; preds = %135
  %162 = and i32 %139, 240, !dbg !308
    #dbg_value(i32 %162, !282, !DIExpression(), !283)
  br label %172, !dbg !309

163:                                              ; preds = %135
  %164 = add nuw nsw i32 %138, 1005, !dbg !310
    #dbg_value(i32 %164, !282, !DIExpression(), !283)
  br label %172, !dbg !311

165:                                              ; preds = %135
  %166 = add nsw i32 %138, -995, !dbg !312
    #dbg_value(i32 %166, !282, !DIExpression(), !283)
  br label %172, !dbg !313

167:                                              ; preds = %135
  %168 = mul nuw nsw i32 %139, 7, !dbg !314
  %169 = and i32 %168, 255, !dbg !315
    #dbg_value(i32 %169, !282, !DIExpression(), !283)
  br label %172, !dbg !316

170:                                              ; preds = %135
    #dbg_value(i32 42, !282, !DIExpression(), !283)
  br label %172, !dbg !317

171:                                              ; preds = %135
  unreachable

172:                                              ; preds = %135, %141, %143, %145, %147, %149, %151, %153, %155, %157, %159, %161, %163, %165, %167, %170
  %173 = phi i32 [ 42, %170 ], [ %169, %167 ], [ %166, %165 ], [ %164, %163 ], [ %162, %161 ], [ %160, %159 ], [ %158, %157 ], [ %156, %155 ], [ %154, %153 ], [ %152, %151 ], [ %150, %149 ], [ %148, %147 ], [ %146, %145 ], [ %144, %143 ], [ %142, %141 ], [ %139, %135 ], !dbg !318
    #dbg_value(i32 %173, !282, !DIExpression(), !283)
  %174 = sext i32 %173 to i64, !dbg !319
  %175 = add nsw i64 %137, %174, !dbg !320
    #dbg_value(i64 %175, !119, !DIExpression(), !129)
  %176 = add nuw nsw i32 %136, 1, !dbg !321
    #dbg_value(i32 %176, !120, !DIExpression(), !254)
  %177 = icmp eq i32 %176, 200, !dbg !322
  br i1 %177, label %133, label %135, !dbg !255, !llvm.loop !323

178:                                              ; preds = %133, %185
  %179 = phi i32 [ 0, %133 ], [ %187, %185 ]
    #dbg_value(i32 %179, !122, !DIExpression(), !274)
  %180 = urem i32 %179, 3
    #dbg_value(i32 0, !124, !DIExpression(), !325)
  br label %189, !dbg !326

181:                                              ; preds = %185
  %182 = load i64, ptr %1, align 16, !dbg !327, !tbaa !147
  %183 = trunc i64 %182 to i32, !dbg !328
  %184 = and i32 %183, 127, !dbg !328
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !329
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !329
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !329
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !329
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #5, !dbg !329
  ret i32 %184, !dbg !329

185:                                              ; preds = %200
  %186 = tail call i32 @putchar(i32 10), !dbg !330
  %187 = add nuw nsw i32 %179, 1, !dbg !331
    #dbg_value(i32 %187, !122, !DIExpression(), !274)
  %188 = icmp eq i32 %187, 6, !dbg !332
  br i1 %188, label %181, label %178, !dbg !275, !llvm.loop !333

189:                                              ; preds = %178, %200
  %190 = phi i32 [ 0, %178 ], [ %203, %200 ]
    #dbg_value(i32 %190, !124, !DIExpression(), !325)
    #dbg_value(i32 %179, !335, !DIExpression(), !341)
    #dbg_value(i32 %190, !340, !DIExpression(), !341)
  switch i32 %180, label %198 [
    i32 0, label %191
    i32 1, label %194
  ], !dbg !344

191:                                              ; preds = %189
  %192 = and i32 %190, 3, !dbg !345
  %193 = add nuw nsw i32 %192, 1, !dbg !347
  br label %200, !dbg !347

194:                                              ; preds = %189
  %195 = and i32 %190, 1, !dbg !348
  %196 = icmp eq i32 %195, 0, !dbg !348
  %197 = select i1 %196, i32 10, i32 20, !dbg !349
  br label %200, !dbg !349

198:                                              ; preds = %189
  %199 = add nuw nsw i32 %190, 100, !dbg !351
  br label %200, !dbg !352

200:                                              ; preds = %191, %194, %198
  %201 = phi i32 [ %199, %198 ], [ %197, %194 ], [ %193, %191 ], !dbg !353
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %201), !dbg !354
  %203 = add nuw nsw i32 %190, 1, !dbg !355
    #dbg_value(i32 %203, !124, !DIExpression(), !325)
  %204 = icmp eq i32 %203, 6, !dbg !356
  br i1 %204, label %185, label %189, !dbg !326, !llvm.loop !357
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !359 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!57}
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
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !58, retainedTypes: !72, globals: !74, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59}
!59 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "op", file: !2, line: 5, baseType: !60, size: 32, elements: !61)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !71}
!62 = !DIEnumerator(name: "NOP", value: 0)
!63 = !DIEnumerator(name: "PUSH", value: 1)
!64 = !DIEnumerator(name: "POP", value: 2)
!65 = !DIEnumerator(name: "ADD", value: 3)
!66 = !DIEnumerator(name: "SUB", value: 4)
!67 = !DIEnumerator(name: "MUL", value: 5)
!68 = !DIEnumerator(name: "DUP", value: 6)
!69 = !DIEnumerator(name: "SWAP", value: 7)
!70 = !DIEnumerator(name: "NEG", value: 8)
!71 = !DIEnumerator(name: "HALT", value: 9)
!72 = !{!73}
!73 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!74 = !{!0, !7, !12, !17, !22, !27, !29, !75, !34, !36, !41, !43, !45, !47, !49, !51, !53, !55, !80}
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 2)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !77, isLocal: true, isDefinition: true)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 99, type: !91, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !92)
!91 = !DISubroutineType(types: !72)
!92 = !{!93, !95, !100, !101, !102, !104, !109, !110, !112, !115, !117, !119, !120, !122, !124}
!93 = !DILocalVariable(name: "prog", scope: !90, file: !2, line: 100, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 448, elements: !10)
!95 = !DILocalVariable(name: "stack", scope: !90, file: !2, line: 101, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 1024, elements: !98)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !{!99}
!99 = !DISubrange(count: 16)
!100 = !DILocalVariable(name: "sp", scope: !90, file: !2, line: 102, type: !73)
!101 = !DILocalVariable(name: "next", scope: !90, file: !2, line: 103, type: !97)
!102 = !DILocalVariable(name: "pc", scope: !103, file: !2, line: 104, type: !73)
!103 = distinct !DILexicalBlock(scope: !90, file: !2, line: 104, column: 5)
!104 = !DILocalVariable(name: "t", scope: !105, file: !2, line: 113, type: !97)
!105 = distinct !DILexicalBlock(scope: !106, file: !2, line: 113, column: 20)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 105, column: 27)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 104, column: 46)
!108 = distinct !DILexicalBlock(scope: !103, file: !2, line: 104, column: 5)
!109 = !DILocalVariable(name: "s", scope: !90, file: !2, line: 119, type: !97)
!110 = !DILocalVariable(name: "i", scope: !111, file: !2, line: 120, type: !73)
!111 = distinct !DILexicalBlock(scope: !90, file: !2, line: 120, column: 5)
!112 = !DILocalVariable(name: "text", scope: !90, file: !2, line: 125, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!115 = !DILocalVariable(name: "counts", scope: !90, file: !2, line: 126, type: !116)
!116 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 160, elements: !39)
!117 = !DILocalVariable(name: "p", scope: !118, file: !2, line: 127, type: !113)
!118 = distinct !DILexicalBlock(scope: !90, file: !2, line: 127, column: 5)
!119 = !DILocalVariable(name: "w", scope: !90, file: !2, line: 131, type: !97)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 132, type: !73)
!121 = distinct !DILexicalBlock(scope: !90, file: !2, line: 132, column: 5)
!122 = !DILocalVariable(name: "a", scope: !123, file: !2, line: 135, type: !73)
!123 = distinct !DILexicalBlock(scope: !90, file: !2, line: 135, column: 5)
!124 = !DILocalVariable(name: "b", scope: !125, file: !2, line: 136, type: !73)
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
!150 = !DILocation(line: 107, column: 51, scope: !106)
!151 = !DILocation(line: 108, column: 21, scope: !106)
!152 = !DILocation(line: 108, column: 25, scope: !106)
!153 = !DILocation(line: 109, column: 21, scope: !106)
!154 = !DILocation(line: 109, column: 42, scope: !106)
!155 = !DILocation(line: 109, column: 34, scope: !106)
!156 = !DILocation(line: 109, column: 25, scope: !106)
!157 = !DILocation(line: 109, column: 39, scope: !106)
!158 = !DILocation(line: 109, column: 53, scope: !106)
!159 = !DILocation(line: 110, column: 21, scope: !106)
!160 = !DILocation(line: 110, column: 42, scope: !106)
!161 = !DILocation(line: 110, column: 34, scope: !106)
!162 = !DILocation(line: 110, column: 25, scope: !106)
!163 = !DILocation(line: 110, column: 39, scope: !106)
!164 = !DILocation(line: 110, column: 53, scope: !106)
!165 = !DILocation(line: 111, column: 21, scope: !106)
!166 = !DILocation(line: 111, column: 42, scope: !106)
!167 = !DILocation(line: 111, column: 34, scope: !106)
!168 = !DILocation(line: 111, column: 25, scope: !106)
!169 = !DILocation(line: 111, column: 39, scope: !106)
!170 = !DILocation(line: 111, column: 53, scope: !106)
!171 = !DILocation(line: 112, column: 40, scope: !106)
!172 = !DILocation(line: 112, column: 31, scope: !106)
!173 = !DILocation(line: 112, column: 19, scope: !106)
!174 = !DILocation(line: 112, column: 29, scope: !106)
!175 = !DILocation(line: 112, column: 48, scope: !106)
!176 = !DILocation(line: 112, column: 52, scope: !106)
!177 = !DILocation(line: 113, column: 40, scope: !105)
!178 = !DILocation(line: 113, column: 31, scope: !105)
!179 = !DILocation(line: 0, scope: !105)
!180 = !DILocation(line: 113, column: 71, scope: !105)
!181 = !DILocation(line: 113, column: 62, scope: !105)
!182 = !DILocation(line: 113, column: 60, scope: !105)
!183 = !DILocation(line: 113, column: 91, scope: !105)
!184 = !DILocation(line: 113, column: 98, scope: !106)
!185 = !DILocation(line: 114, column: 45, scope: !106)
!186 = !DILocation(line: 114, column: 36, scope: !106)
!187 = !DILocation(line: 114, column: 35, scope: !106)
!188 = !DILocation(line: 114, column: 33, scope: !106)
!189 = !DILocation(line: 114, column: 51, scope: !106)
!190 = !DILocalVariable(name: "o", arg: 1, scope: !191, file: !2, line: 7, type: !59)
!191 = distinct !DISubprogram(name: "op_name", scope: !2, file: !2, line: 7, type: !192, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{!113, !59}
!194 = !{!190}
!195 = !DILocation(line: 0, scope: !191, inlinedAt: !196)
!196 = distinct !DILocation(line: 117, column: 40, scope: !107)
!197 = !DILocation(line: 8, column: 5, scope: !191, inlinedAt: !196)
!198 = !DILocation(line: 117, column: 63, scope: !107)
!199 = !DILocation(line: 117, column: 77, scope: !107)
!200 = !DILocation(line: 117, column: 68, scope: !107)
!201 = !DILocation(line: 117, column: 9, scope: !107)
!202 = !DILocation(line: 104, column: 42, scope: !108)
!203 = !DILocation(line: 104, column: 31, scope: !108)
!204 = distinct !{!204, !137, !205, !206, !207}
!205 = !DILocation(line: 118, column: 5, scope: !103)
!206 = !{!"llvm.loop.mustprogress"}
!207 = !{!"llvm.loop.unroll.disable"}
!208 = !DILocation(line: 124, column: 5, scope: !90)
!209 = !DILocation(line: 126, column: 5, scope: !90)
!210 = !DILocation(line: 126, column: 9, scope: !90)
!211 = distinct !DIAssignID()
!212 = distinct !DIAssignID()
!213 = distinct !DIAssignID()
!214 = distinct !DIAssignID()
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !118)
!217 = !DILocation(line: 127, column: 10, scope: !118)
!218 = !DILocation(line: 0, scope: !111)
!219 = !DILocation(line: 121, column: 15, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 120, column: 35)
!221 = distinct !DILexicalBlock(scope: !111, file: !2, line: 120, column: 5)
!222 = !DILocalVariable(name: "x", arg: 1, scope: !223, file: !2, line: 23, type: !73)
!223 = distinct !DISubprogram(name: "dense", scope: !2, file: !2, line: 23, type: !224, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!73, !73}
!226 = !{!222}
!227 = !DILocation(line: 0, scope: !223, inlinedAt: !228)
!228 = distinct !DILocation(line: 121, column: 21, scope: !220)
!229 = !DILocation(line: 24, column: 5, scope: !223, inlinedAt: !228)
!230 = !DILocation(line: 0, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !223, file: !2, line: 24, column: 16)
!232 = !DILocation(line: 121, column: 19, scope: !220)
!233 = !DILocation(line: 0, scope: !223, inlinedAt: !234)
!234 = distinct !DILocation(line: 122, column: 37, scope: !220)
!235 = !DILocation(line: 24, column: 5, scope: !223, inlinedAt: !234)
!236 = !DILocation(line: 0, scope: !231, inlinedAt: !234)
!237 = !DILocation(line: 122, column: 9, scope: !220)
!238 = !DILocation(line: 120, column: 31, scope: !221)
!239 = !DILocation(line: 120, column: 24, scope: !221)
!240 = !DILocation(line: 120, column: 5, scope: !111)
!241 = distinct !{!241, !240, !242, !206, !207}
!242 = !DILocation(line: 123, column: 5, scope: !111)
!243 = !DILocation(line: 127, scope: !118)
!244 = !DILocation(line: 127, column: 32, scope: !245)
!245 = distinct !DILexicalBlock(scope: !118, file: !2, line: 127, column: 5)
!246 = !{!141, !141, i64 0}
!247 = !DILocation(line: 127, column: 5, scope: !118)
!248 = !DILocation(line: 129, column: 68, scope: !90)
!249 = !DILocation(line: 129, column: 79, scope: !90)
!250 = !DILocation(line: 130, column: 12, scope: !90)
!251 = !DILocation(line: 130, column: 23, scope: !90)
!252 = !DILocation(line: 130, column: 34, scope: !90)
!253 = !DILocation(line: 129, column: 5, scope: !90)
!254 = !DILocation(line: 0, scope: !121)
!255 = !DILocation(line: 132, column: 5, scope: !121)
!256 = !DILocation(line: 47, column: 9, scope: !257, inlinedAt: !263)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 42, column: 16)
!258 = distinct !DISubprogram(name: "char_class", scope: !2, file: !2, line: 41, type: !259, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !261)
!259 = !DISubroutineType(types: !260)
!260 = !{!73, !4}
!261 = !{!262}
!262 = !DILocalVariable(name: "c", arg: 1, scope: !258, file: !2, line: 41, type: !4)
!263 = distinct !DILocation(line: 128, column: 16, scope: !245)
!264 = !DILocation(line: 49, column: 9, scope: !257, inlinedAt: !263)
!265 = !DILocation(line: 51, column: 9, scope: !257, inlinedAt: !263)
!266 = !DILocation(line: 53, column: 9, scope: !257, inlinedAt: !263)
!267 = !DILocation(line: 0, scope: !257, inlinedAt: !263)
!268 = !DILocation(line: 128, column: 31, scope: !245)
!269 = !DILocation(line: 127, column: 37, scope: !245)
!270 = !DILocation(line: 127, column: 5, scope: !245)
!271 = distinct !{!271, !247, !272, !206, !207}
!272 = !DILocation(line: 128, column: 31, scope: !118)
!273 = !DILocation(line: 134, column: 5, scope: !90)
!274 = !DILocation(line: 0, scope: !123)
!275 = !DILocation(line: 135, column: 5, scope: !123)
!276 = !DILocation(line: 133, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !121, file: !2, line: 132, column: 5)
!278 = !DILocation(line: 133, column: 26, scope: !277)
!279 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !2, line: 57, type: !73)
!280 = distinct !DISubprogram(name: "work", scope: !2, file: !2, line: 57, type: !224, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !281)
!281 = !{!279, !282}
!282 = !DILocalVariable(name: "r", scope: !280, file: !2, line: 58, type: !73)
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
!323 = distinct !{!323, !255, !324, !206, !207}
!324 = !DILocation(line: 133, column: 29, scope: !121)
!325 = !DILocation(line: 0, scope: !125)
!326 = !DILocation(line: 136, column: 9, scope: !125)
!327 = !DILocation(line: 140, column: 18, scope: !90)
!328 = !DILocation(line: 140, column: 12, scope: !90)
!329 = !DILocation(line: 141, column: 1, scope: !90)
!330 = !DILocation(line: 138, column: 9, scope: !126)
!331 = !DILocation(line: 135, column: 29, scope: !127)
!332 = !DILocation(line: 135, column: 23, scope: !127)
!333 = distinct !{!333, !275, !334, !206, !207}
!334 = !DILocation(line: 139, column: 5, scope: !123)
!335 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !2, line: 80, type: !73)
!336 = distinct !DISubprogram(name: "nested", scope: !2, file: !2, line: 80, type: !337, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !339)
!337 = !DISubroutineType(types: !338)
!338 = !{!73, !73, !73}
!339 = !{!335, !340}
!340 = !DILocalVariable(name: "b", arg: 2, scope: !336, file: !2, line: 80, type: !73)
!341 = !DILocation(line: 0, scope: !336, inlinedAt: !342)
!342 = distinct !DILocation(line: 137, column: 27, scope: !343)
!343 = distinct !DILexicalBlock(scope: !125, file: !2, line: 136, column: 9)
!344 = !DILocation(line: 81, column: 5, scope: !336, inlinedAt: !342)
!345 = !DILocation(line: 83, column: 19, scope: !346, inlinedAt: !342)
!346 = distinct !DILexicalBlock(scope: !336, file: !2, line: 81, column: 20)
!347 = !DILocation(line: 83, column: 9, scope: !346, inlinedAt: !342)
!348 = !DILocation(line: 90, column: 9, scope: !346, inlinedAt: !342)
!349 = !DILocation(line: 0, scope: !350, inlinedAt: !342)
!350 = distinct !DILexicalBlock(scope: !346, file: !2, line: 90, column: 24)
!351 = !DILocation(line: 95, column: 20, scope: !346, inlinedAt: !342)
!352 = !DILocation(line: 95, column: 9, scope: !346, inlinedAt: !342)
!353 = !DILocation(line: 0, scope: !346, inlinedAt: !342)
!354 = !DILocation(line: 137, column: 13, scope: !343)
!355 = !DILocation(line: 136, column: 33, scope: !343)
!356 = !DILocation(line: 136, column: 27, scope: !343)
!357 = distinct !{!357, !326, !358, !206, !207}
!358 = !DILocation(line: 137, column: 39, scope: !125)
!359 = !DISubprogram(name: "printf", scope: !360, file: !360, line: 356, type: !361, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!361 = !DISubroutineType(types: !362)
!362 = !{!73, !363, null}
!363 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
